#!/usr/bin/env bash
# Installs the system packages Glossa builds and tests with. Idempotent: installs nothing when all
# are present. Debian/Ubuntu (apt); on macOS, use Homebrew: harfbuzz freetype libpng icu4c pango.
set -euo pipefail

packages=(
  pkg-config libharfbuzz-dev libfreetype-dev libpng-dev libicu-dev  # build
  libdeflate-dev zlib1g-dev                                         # build: PNG encoding (and the zlib it is measured against)
  libjpeg62-turbo-dev                                               # build: JPEG images (decode only)
  libmimalloc-dev                                                   # build: the programs' allocator (Package.swift)
  libcurl4-openssl-dev                                              # build: HTTP for `context --weblate` (a static build links libcurl)
  unicode-data                                                      # UCD conformance files for tests
  libharfbuzz-bin                                                   # hb-shape: shaping parity tests
  pango1.0-tools                                                    # pango-view: text benchmark reference
  python3 python3-venv python3-jsonschema python3-yaml             # report checker, layout schema test, kiwisolver bench
  libxml2-utils                                                     # xmllint: JUnit reports against their XSD
  fonts-noto-color-emoji                                            # colour emoji (read from /usr/share/fonts, not bundled)
)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup: not a Debian system; install: ${packages[*]}" >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
