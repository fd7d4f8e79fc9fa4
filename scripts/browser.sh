#!/usr/bin/env bash
# Installs the headless browser that fidelity, benchmark and page tests compare against, once:
# Debian's `chromium` (apt) and Playwright (PyPI) in a venv under .build-browser-venv/. It downloads
# no browser of its own: Playwright drives /usr/bin/chromium. Prints the venv's python on stdout.
# `make test` does not need it; the tests that do call it, or skip saying so when it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${GLOSSA_BROWSER_VENV:-$PWD/.build-browser-venv}

if ! command -v chromium >/dev/null 2>&1; then
  echo "browser: installing chromium (Debian, about 400 MB)" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

if ! "$venv/bin/python" -c "import playwright" 2>/dev/null; then
  echo "browser: installing playwright into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet playwright >&2
fi

echo "$venv/bin/python"
