#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium and put Debian's nginx, and Debian's Varnish with vmod xkey
# (varnish-modules), in front of the site; the unit suite checks
# deploy/site.service with systemd-analyze; the benchmark also
# uses wrk; the WordPress contract tests (--wordpress) run Debian's WordPress on PHP's built-in server with a
# private MariaDB. Install what is missing when we may (root with apt-get); otherwise say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
VARNISHD="${VARNISHD_PATH:-/usr/sbin/varnishd}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-dejavu-core)
[ -x "$NGINX" ] || missing+=(nginx-light)
[ -x "$VARNISHD" ] || missing+=(varnish)
# vmod xkey, which deploy/varnish.vcl imports, comes with varnish-modules.
{ [ -x "$VARNISHD" ] && ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1; } || missing+=(varnish-modules)
command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
if [ "${1:-}" = "--bench" ]; then command -v wrk >/dev/null 2>&1 || missing+=(wrk); fi
if [ "${1:-}" = "--wordpress" ]; then
  [ -f /usr/share/wordpress/wp-settings.php ] || missing+=(wordpress)
  command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
  command -v php >/dev/null 2>&1 || missing+=(php-cli)
  { command -v php >/dev/null 2>&1 && php -m 2>/dev/null | grep -qx mysqli; } || missing+=(php-mysql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian's packages..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
  exit 0
fi

echo "Missing: ${missing[*]} (Chromium at $CHROMIUM, nginx at $NGINX, varnishd at $VARNISHD)." >&2
echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}), or set CHROMIUM_PATH / NGINX_PATH / VARNISHD_PATH." >&2
exit 1
