#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium and put Debian's nginx in front of the site; the benchmark also
# uses wrk. Install what is missing when we may (root with apt-get); otherwise say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-dejavu-core)
[ -x "$NGINX" ] || missing+=(nginx-light)
if [ "${1:-}" = "--bench" ]; then command -v wrk >/dev/null 2>&1 || missing+=(wrk); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  exit 0
fi

echo "Missing: ${missing[*]} (Chromium at $CHROMIUM, nginx at $NGINX)." >&2
echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}), or set CHROMIUM_PATH / NGINX_PATH." >&2
exit 1
