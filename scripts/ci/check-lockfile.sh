#!/usr/bin/env bash
# Checks that package-lock.json installs with `npm ci` (every platform's optional packages recorded, no
# dist-tag drift). Run it after changing dependencies; decision 002 says what to do when it fails.
set -euo pipefail
cd "$(dirname "$0")/../.."
if npm ci --dry-run --no-audit --no-fund >/tmp/check-lockfile.log 2>&1; then
  echo "package-lock.json is complete: npm ci will install it."
else
  grep -E "Missing|Invalid" /tmp/check-lockfile.log || tail -5 /tmp/check-lockfile.log
  exit 1
fi
