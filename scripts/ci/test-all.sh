#!/usr/bin/env bash
# npm run test:all: every test, tier by tier (docs/testing.md), with what the tiers need installed first in one
# step; the site is built once for the browser and system tiers. Prints each step's time at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
times=()
step() {
  local name=$1 start=$SECONDS
  shift
  "$@"
  times+=("$(printf '%-34s %5d s' "$name" $((SECONDS - start)))")
}

step "tools (Debian's packages)" bash scripts/ci/ensure-test-tools.sh --all
step "in-process: type check" npm run typecheck
step "in-process: lint" npm run lint
step "in-process: Vitest" npx vitest run
step "build" npm run build
step "browser: Playwright" npx playwright test
step "system: servers, load, faults" npx playwright test -c playwright.system.config.ts
step "system: real WordPress" npx tsx tests/wordpress/run.ts
printf '%s\n' "Every tier passed:" "${times[@]}"
