#!/usr/bin/env bash
# `make integration-weblate`: Glossa's Weblate route against a real Weblate, on this machine only.
#
# Installs Weblate from PyPI (in a venv) with Debian's PostgreSQL and Redis on 127.0.0.1, creates a project with a
# component per sample app table (`Layouts/<App>/Strings/*.lproj/Localizable.strings`, file format `strings-utf8`,
# English as the template), runs `glossa context <app> --weblate URL` (with WEBLATE_TOKEN set) twice, and checks
# through Weblate's API that every unit the matrix shows has exactly one screenshot of its key in its language,
# and that every key with a budget carries the `max-size` flag of that budget.
# Idempotent: what is installed or created is kept and reused (WEBLATE_RESET=1 drops the project first); the
# server, and PostgreSQL and Redis when this run started them, are stopped at the end unless WEBLATE_KEEP is set.
# Not part of `make test`: it installs several hundred MB and takes minutes the first time.
#
#   WEBLATE_APPS="Weather Mail"   the sample apps (folders of Layouts/) to upload
#   WEBLATE_PORT=8765             where Weblate listens (127.0.0.1 only)
#   WEBLATE_HOME=out/weblate      Weblate's data, settings, logs
#   WEBLATE_VENV=~/.cache/glossa/weblate-venv
#   WEBLATE_KEEP=1                leave Weblate (and its database and Redis) running at the end, for a browser
#   WEBLATE_PAGE=FILE.png         save a browser's picture of the translate page of weather.city in German
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

apps=(${WEBLATE_APPS:-Weather Mail})
port=${WEBLATE_PORT:-8765}
redis_port=${WEBLATE_REDIS_PORT:-6389}
home=$(mkdir -p "${WEBLATE_HOME:-out/weblate}" && cd "${WEBLATE_HOME:-out/weblate}" && pwd)
venv=${WEBLATE_VENV:-$HOME/.cache/glossa/weblate-venv}
version=5.14.3   # the newest Weblate whose dependencies install on Debian 12's Python 3.11
url="http://127.0.0.1:$port"
project=glossa-sample
say() { echo "weblate-integration: $*" >&2; }
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"

# --- System packages: PostgreSQL, Redis, and what Weblate's wheels build against. ---------------------------------
packages=(postgresql redis-server git curl python3-venv build-essential pkg-config
  libxml2-dev libxslt1-dev libfreetype-dev libjpeg-dev zlib1g-dev libyaml-dev libffi-dev libssl-dev libpq-dev
  libcairo2-dev gir1.2-pango-1.0 gir1.2-rsvg-2.0 libgirepository1.0-dev libacl1-dev liblz4-dev libzstd-dev libxxhash-dev)
missing=()
for p in "${packages[@]}"; do
  [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" == "install ok installed" ]] || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# --- Weblate in a venv. PyGObject 3.51 and later need girepository-2.0, which Debian 12 does not have; django-otp 1.7
# dropped the middleware method Weblate 5.14 calls (every request fails with a 500).
constraints=("PyGObject<3.51" "django-otp<1.7")
if ! "$venv/bin/pip" show Weblate 2>/dev/null | grep -x "Version: $version" >/dev/null \
    || ! "$venv/bin/pip" show django-otp 2>/dev/null | grep -x "Version: 1\.[0-6]\..*" >/dev/null; then
  say "installing Weblate $version into $venv (several minutes the first time)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --upgrade pip wheel
  printf '%s\n' "${constraints[@]}" > "$home/constraints.txt"
  "$venv/bin/pip" install -q -c "$home/constraints.txt" "Weblate[Postgres]==$version"
fi

# --- PostgreSQL (Debian's cluster) and a Redis of our own, both on 127.0.0.1. --------------------------------------
# What this run starts it stops at the end (unless WEBLATE_KEEP is set); what was running it leaves running.
started_postgres="" started_redis=""
stop_services() {
  [ -z "${WEBLATE_KEEP:-}" ] || return 0
  if [ -f "$home/server.pid" ]; then
    kill "$(cat "$home/server.pid")" 2>/dev/null || true
    rm -f "$home/server.pid"
  fi
  if [ -n "$started_redis" ] && [ -f "$home/redis.pid" ]; then kill "$(cat "$home/redis.pid")" 2>/dev/null || true; fi
  if [ -n "$started_postgres" ]; then $sudo pg_ctlcluster $started_postgres stop || true; fi
}
trap stop_services EXIT
if ! pg_lsclusters -h | awk '{print $4}' | grep -qx online; then
  say "starting PostgreSQL"
  started_postgres=$(pg_lsclusters -h | head -1 | awk '{print $1, $2}')
  $sudo pg_ctlcluster $started_postgres start
fi
db_password=glossa-weblate
as_postgres() { if [ -z "$sudo" ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
psql_admin() { as_postgres psql -v ON_ERROR_STOP=1 -qAt -c "$1"; }
if [ "$(psql_admin "SELECT 1 FROM pg_roles WHERE rolname='weblate'")" != 1 ]; then
  psql_admin "CREATE ROLE weblate LOGIN PASSWORD '$db_password'"
fi
if [ "$(psql_admin "SELECT 1 FROM pg_database WHERE datname='weblate'")" != 1 ]; then
  psql_admin "CREATE DATABASE weblate OWNER weblate ENCODING 'UTF8' TEMPLATE template0"
fi
if ! redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1; then
  say "starting Redis on 127.0.0.1:$redis_port"
  redis-server --bind 127.0.0.1 --port "$redis_port" --daemonize yes --save "" \
    --pidfile "$home/redis.pid" --logfile "$home/redis.log"
  started_redis=1
  for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

# --- Settings: the example's, with this machine's database, Redis, folders, eager tasks and loose throttles. -------
mkdir -p "$home/data"
cat > "$home/glossa_weblate_settings.py" <<EOF
from weblate.settings_example import *  # noqa: F403

# DEBUG serves the uploaded screenshots (media), which the translate page shows; this server is for this test only.
DEBUG = True
SITE_DOMAIN = "127.0.0.1:$port"
SITE_URL = "http://127.0.0.1:$port"
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
SECRET_KEY = "glossa-weblate-integration-only-not-a-secret-0123456789abcdef"
DATABASES["default"].update({"NAME": "weblate", "USER": "weblate", "PASSWORD": "$db_password", "HOST": "127.0.0.1"})
DATA_DIR = "$home/data"
CACHE_DIR = f"{DATA_DIR}/cache"
MEDIA_ROOT = os.path.join(DATA_DIR, "media")
STATIC_ROOT = os.path.join(CACHE_DIR, "static")
CACHES["default"]["LOCATION"] = "redis://127.0.0.1:$redis_port/1"
CACHES["avatar"]["LOCATION"] = os.path.join(CACHE_DIR, "avatar")
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
CELERY_RESULT_BACKEND = None
REST_FRAMEWORK = get_drf_settings(require_login=False, anon_throttle="100000/day", user_throttle="100000/hour")
REGISTRATION_OPEN = False
HAVE_SYSLOG = False
DEFAULT_LOG = "console"
# Passkeys want a secure origin; none is used here.
OTP_WEBAUTHN_RP_ID = "localhost"
OTP_WEBAUTHN_ALLOWED_ORIGINS = ["http://localhost:$port"]
SILENCED_SYSTEM_CHECKS = [*SILENCED_SYSTEM_CHECKS, "otp_webauthn.E010", "otp_webauthn.E031"]
EOF
export PYTHONPATH="$home" DJANGO_SETTINGS_MODULE=glossa_weblate_settings
weblate() { "$venv/bin/weblate" "$@"; }

say "migrating the database"
# Django's system checks warn of VCS and machine translation modules not installed: to the log, not the console.
weblate migrate --noinput -v 0 2>> "$home/setup.log"
weblate collectstatic --noinput -v 0 2>> "$home/setup.log"
weblate createadmin --username admin --password glossa-admin --email admin@example.com --update >/dev/null 2>> "$home/setup.log"
token=$(weblate shell -c "
from rest_framework.authtoken.models import Token
from weblate.auth.models import User
print(Token.objects.get_or_create(user=User.objects.get(username='admin'))[0].key)" 2>> "$home/setup.log" | tail -1)

# --- The server. -------------------------------------------------------------------------------------------------
if ! curl -sf -o /dev/null "$url/api/"; then
  say "starting Weblate at $url"
  nohup "$venv/bin/weblate" runserver "127.0.0.1:$port" --insecure --noreload > "$home/server.log" 2>&1 &
  echo $! > "$home/server.pid"
  for _ in $(seq 120); do curl -sf -o /dev/null "$url/api/" && break; sleep 1; done
  curl -sf -o /dev/null "$url/api/" || { say "Weblate did not start; see $home/server.log"; exit 2; }
fi

api() { curl -sS -f -H "Authorization: Token $token" "$@"; }

# --- The project and a component per app (a ZIP of its .lproj folders: Weblate's local repository). ---------------
if [ -n "${WEBLATE_RESET:-}" ]; then
  api -X DELETE "$url/api/projects/$project/" >/dev/null 2>&1 || true
fi
if ! api -o /dev/null "$url/api/projects/$project/" 2>/dev/null; then
  api -X POST -F name="Glossa sample" -F slug="$project" -F web="https://example.com/" "$url/api/projects/" >/dev/null
fi
for app in "${apps[@]}"; do
  slug=$(echo "$app" | tr '[:upper:]' '[:lower:]')
  if api -o /dev/null "$url/api/components/$project/$slug/" 2>/dev/null; then continue; fi
  say "creating component $project/$slug from Layouts/$app/Strings"
  zip="$home/$slug.zip"
  rm -f "$zip"
  (cd "Layouts/$app/Strings" && find . -path "./*.lproj/Localizable.strings" | sort | sed 's|^\./||' | xargs python3 -c '
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for name in sys.argv[2:]: z.write(name)' "$zip")
  api -X POST -F name="$app" -F slug="$slug" -F file_format=strings-utf8 -F "filemask=*.lproj/Localizable.strings" \
    -F "template=en.lproj/Localizable.strings" -F source_language=en -F "zipfile=@$zip" \
    -F "check_flags=" "$url/api/projects/$project/components/" >/dev/null
done

# --- Glossa: build, upload twice (the second run must replace, not duplicate), check through the API. -------------
# A release build: scaling some hundred screenshots to Weblate's 2000 px is seconds there, minutes in a debug build.
say "building glossa (release)"
swift build -c release --static-swift-stdlib --product glossa > "$home/build.log" 2>&1 \
  || { tail -30 "$home/build.log" >&2; exit 2; }
glossa=$root/.build/release/glossa
export WEBLATE_TOKEN=$token
work="$home/runs"
rm -rf "$work"
mkdir -p "$work"
paths=()
for app in "${apps[@]}"; do paths+=("Layouts/$app"); done
upload() { "$glossa" context "${paths[@]}" --locales all --weblate "$url/projects/$project/" "$@"; }
"$glossa" context "${paths[@]}" --locales all --dir "$work/index" >/dev/null
say "dry run"
upload --dry-run > "$work/dry-run.txt"
tail -1 "$work/dry-run.txt" >&2
say "first upload"
upload > "$work/first.txt"
tail -1 "$work/first.txt" >&2
say "second upload (replaces what the first uploaded)"
upload > "$work/second.txt"
tail -1 "$work/second.txt" >&2

"$glossa" budgets "${paths[@]}" --locales all --json "$work/budgets.json" >/dev/null
say "checking through the API"
"$venv/bin/python" scripts/weblate-check.py --url "$url" --token "$token" --project "$project" \
  --index "$work/index/context.json" --budgets "$work/budgets.json"

# --- A picture of Weblate's translate page for one string, in a real browser (WEBLATE_PAGE=FILE.png). --------------
if [ -n "${WEBLATE_PAGE:-}" ]; then
  python=$(scripts/browser.sh)
  "$python" scripts/weblate-page.py --url "$url" --project "$project" --component "$(echo "${apps[0]}" | tr '[:upper:]' '[:lower:]')" \
    --language "${WEBLATE_PAGE_LANGUAGE:-de}" --key "${WEBLATE_PAGE_KEY:-weather.city}" --out "$WEBLATE_PAGE"
  say "wrote $WEBLATE_PAGE"
fi
