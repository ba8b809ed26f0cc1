#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium. Install it when it is missing and we may; otherwise say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Chromium from Debian's packages for the end-to-end tests..."
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-dejavu-core
  exit 0
fi

echo "The end-to-end tests need Chromium at $CHROMIUM." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to its binary." >&2
exit 1
