#!/usr/bin/env bash
# The whole test suite (README line two; .ci/run calls it). Steps, in order:
#   typecheck -> content checks -> unit tests -> production build + search index -> route check -> browser tests
# Node test runs are summed into one closing line "test-all: N passed, N failed".
set -uo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."
export NO_UPDATE_NOTIFIER=1 NPM_CONFIG_UPDATE_NOTIFIER=false

passed=0; failed=0; steps_failed=()
log_dir=$(mktemp -d)

step() { # step NAME CMD...: runs a non-test step; a failure is counted once
  local name=$1; shift
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); steps_failed+=("$name"); fi
}

node_tests() { # node_tests NAME GLOB...: runs node's test runner and adds its pass/fail counts
  local name=$1; shift
  echo "=== $name"
  local out="$log_dir/$name.log"
  node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$out" "$@"
  local rc=$?
  local p f
  p=$(grep -E '^# pass [0-9]+' "$out" | awk '{s+=$3} END {print s+0}')
  f=$(grep -E '^# fail [0-9]+' "$out" | awk '{s+=$3} END {print s+0}')
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi # the runner itself failed (e.g. a file did not load)
  passed=$((passed + p)); failed=$((failed + f))
  [ "$f" -eq 0 ] || steps_failed+=("$name")
}

ensure_chromium() {
  [ -x /usr/bin/chromium ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian chromium for the browser tests"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
  [ -x /usr/bin/chromium ] || { echo "Browser tests need /usr/bin/chromium (apt-get install -y chromium, as root)"; return 1; }
}

step typecheck npm run -s typecheck
step check:content npm run -s check:content
node_tests unit packages/search/src/**/*.test.ts website/src/**/*.test.ts scripts/**/*.test.ts
step build npm run -s build
step check:routes npm run -s check:routes
if ensure_chromium; then
  # A hung browser step fails its test after 2 min (with a stack) instead of stalling the run.
  node_tests e2e --test-concurrency=1 --test-timeout=120000 e2e/*.test.ts
else
  failed=$((failed + 1)); steps_failed+=("chromium")
fi

[ ${#steps_failed[@]} -eq 0 ] || echo "Failed: ${steps_failed[*]}"
echo "test-all: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
