#!/usr/bin/env bash
# `make demo`: renders sample paragraphs in several scripts into out/text/ and prints what each measured.
# (Screens from Layouts/ join this once the layout module lands.)
set -euo pipefail
glossa=${1:-.build/release/glossa}
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
  "ru|Привет|Быстрая коричневая лиса прыгает через ленивую собаку."
)

printf '%-8s %-9s %7s %7s %5s %s\n' locale sample width height lines file
for entry in "${samples[@]}"; do
  IFS='|' read -r locale name text <<<"$entry"
  text=$(printf '%b' "$text")
  file="$out/$locale.png"
  json=$("$glossa" text "$text" --locale "$locale" --width 240 --lines 0 --scale 2 --out "$file" --json)
  summary=$(python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["width"], d["height"], len(d["lines"]), "missing:" + ",".join(d["missingGlyphs"]) if d["missingGlyphs"] else "")' <<<"$json")
  read -r width height lines missing <<<"$summary"
  printf '%-8s %-9s %7s %7s %5s %s %s\n' "$locale" "$name" "$width" "$height" "$lines" "$file" "${missing:-}"
done

# Truncation: the same sentence cut to one line, in both directions.
"$glossa" text "This sentence is far too long to fit on one line" --width 150 --lines 1 --out "$out/truncated-en.png" >/dev/null
"$glossa" text "هذه الجملة أطول بكثير من أن تتسع في سطر واحد" --locale ar --width 150 --lines 1 --out "$out/truncated-ar.png" >/dev/null
echo "PNGs written to $out/"
