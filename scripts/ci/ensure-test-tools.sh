#!/usr/bin/env bash
# What each tier of tests needs from Debian (docs/testing.md), installed in one step when it is missing and we
# may (root with apt-get); otherwise we say how. The in-process tier needs none of it.
#   --browser    Debian's Chromium (the browser tier)
#   --system     nginx, Varnish with vmod xkey (varnish-modules), systemd-analyze, redis-server (Valkey's
#                protocol, for several instances), and WordPress on PHP's
#                built-in server with a private MariaDB (the system tier)
#   --wordpress  only the WordPress part of --system
#   --bench      Chromium (Lighthouse), nginx and wrk (npm run bench)
#   --all        --browser and --system
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
VARNISHD="${VARNISHD_PATH:-/usr/sbin/varnishd}"
REDIS_SERVER="${REDIS_SERVER_PATH:-/usr/bin/redis-server}"
browser=0 servers=0 wordpress=0 bench=0
for arg in "$@"; do
  case "$arg" in
    --browser) browser=1 ;;
    --system) browser=1 servers=1 wordpress=1 ;;
    --wordpress) browser=1 wordpress=1 ;;
    --bench) browser=1 bench=1 ;;
    --all) browser=1 servers=1 wordpress=1 ;;
    *) echo "Unknown option $arg (--browser, --system, --wordpress, --bench, --all)" >&2; exit 2 ;;
  esac
done

missing=()
if [ $browser = 1 ]; then [ -x "$CHROMIUM" ] || missing+=(chromium fonts-dejavu-core); fi
if [ $servers = 1 ] || [ $bench = 1 ]; then [ -x "$NGINX" ] || missing+=(nginx-light); fi
if [ $servers = 1 ]; then
  [ -x "$VARNISHD" ] || missing+=(varnish)
  # vmod xkey, which deploy/varnish.vcl imports, comes with varnish-modules.
  { [ -x "$VARNISHD" ] && ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1; } || missing+=(varnish-modules)
  command -v systemd-analyze >/dev/null 2>&1 || missing+=(systemd)
  [ -x "$REDIS_SERVER" ] || missing+=(redis-server)
fi
if [ $bench = 1 ]; then command -v wrk >/dev/null 2>&1 || missing+=(wrk); fi
if [ $wordpress = 1 ]; then
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

echo "Missing: ${missing[*]} (Chromium at $CHROMIUM, nginx at $NGINX, varnishd at $VARNISHD, redis-server at $REDIS_SERVER)." >&2
echo "Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}), or set CHROMIUM_PATH / NGINX_PATH / VARNISHD_PATH / REDIS_SERVER_PATH." >&2
exit 1
