#!/usr/bin/env bash
# `make demo`: renders the sample app in Layouts/ for its bundled locales into out/, prints the findings
# summary, then a few sample paragraphs in several scripts into out/text/.
set -euo pipefail
glossa=${1:-.build/release/glossa}

echo "== Layouts/ for every bundled locale, plus the right-to-left and accented pseudo-languages =="
if [ -d Layouts ]; then
"$glossa" render Layouts --locales all --pseudo rtl,accented --out out --jobs 2 | tail -n 1
python3 - <<'PY'
import collections, json
report = json.load(open("out/report.json"))
by_kind = collections.Counter()
by_locale = collections.Counter()
for result in report["results"]:
    for finding in result["findings"]:
        by_kind[(finding["severity"], finding["kind"])] += 1
        by_locale[result["locale"]] += 1
print(f'{len(report["results"])} screens rendered into out/<layout>/<device>/<locale>.png')
print("findings by kind:")
for (severity, kind), count in sorted(by_kind.items(), key=lambda item: (item[0][0] != "error", -item[1])):
    print(f"  {severity:7} {kind:20} {count}")
print("findings by locale: " + ", ".join(f"{locale} {count}" for locale, count in sorted(by_locale.items())))
PY
echo
echo "== Every plural form of the weather forecast's strings (--plurals all) in Russian, Arabic and Japanese =="
"$glossa" render Layouts/Weather --locales ru,ar,ja --plurals all --out out/plurals --jobs 2 | tail -n 1
echo "out/plurals/forecast/iphone-15/: $(cd out/plurals/forecast/iphone-15 && ls | tr '\n' ' ')"
fi

echo
echo "== Sample paragraphs (glossa text) =="
out=out/text
mkdir -p "$out"
samples=(
  "en|Settings|The quick brown fox jumps over the lazy dog."
  "ar|مرحبا|\u2068سارة\u2069 لديها أعلى نتيجة في هذه الجولة، تهانينا!"
  "he|שלום|יש לך 25 הודעות חדשות בתיבת הדואר."
  "hi|नमस्ते|आज का मौसम साफ़ रहेगा और तापमान पच्चीस डिग्री होगा।"
  "th|สวัสดี|ภาษาไทยง่ายนิดเดียวถ้าตั้งใจเรียนทุกวัน"
  "my|မင်္ဂလာပါ|မင်္ဂလာပါ ကမ္ဘာလောက"
  "ja|日本語|今日は晴れです。明日も晴れるでしょう。"
  "zh-Hant|繁體|今天天氣晴朗，明天也會是好天氣。"
  "ko|한국어|오늘은 날씨가 맑겠습니다."
)
printf '%-8s %7s %7s %5s %s\n' locale width height lines file
for entry in "${samples[@]}"; do
  IFS='|' read -r locale name text <<<"$entry"
  text=$(printf '%b' "$text")
  file="$out/$locale.png"
  "$glossa" text "$text" --locale "$locale" --width 240 --scale 2 --out "$file" --json \
    | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["width"], d["height"], len(d["lines"]))' \
    | { read -r width height lines; printf '%-8s %7s %7s %5s %s\n' "$locale" "$width" "$height" "$lines" "$file"; }
done
