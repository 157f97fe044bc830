#!/usr/bin/env bash
# The whole test suite (README line two; .ci/run calls it). Steps, in order:
#   typecheck and content checks (side by side) -> unit tests -> production build (reused when up to date)
#   -> route check -> browser tests
# Node test runs are summed into one closing line "test-all: N passed, N failed"; a cancelled test, a
# file that did not load and a runner that was killed count as failures.
#
# Never hangs: every step runs under `timeout` (TERM at its limit, KILL 30 s later; a runner stopped
# that way counts as a failure); each browser test has its own 2 min limit; servers the
# tests start run in their own process groups and are killed by the tests' cleanup
# (test-support/processes.ts); and at the end (or on Ctrl-C) a watchdog kills any search server still
# running from this checkout, says so loudly and counts a failure.
set -uo pipefail
shopt -s globstar nullglob
cd "$(dirname "$0")/.."
repo=$(pwd -P)
export NO_UPDATE_NOTIFIER=1 NPM_CONFIG_UPDATE_NOTIFIER=false

# Step time limits (seconds), generous for a loaded 2-core machine; override with TEST_ALL_LIMIT_SCALE=2.
scale=${TEST_ALL_LIMIT_SCALE:-1}
limit() { echo $(($1 * scale)); }

passed=0; failed=0; steps_failed=()
log_dir=$(mktemp -d)

# Servers started by tests run `node --import tsx <repo>/packages/search/src/cli.ts serve ...`
# (test-support/server.ts passes the absolute path; `npm start` passes a relative one and is left alone).
leftover_pattern="$repo/packages/search/src/cli.ts serve"

watchdog() { # kills what the tests left running; prints loudly; returns 1 if anything was left
  local pids
  pids=$(pgrep -f -- "$leftover_pattern" || true)
  [ -z "$pids" ] && return 0
  echo "!!! test-all watchdog: search server(s) still running after the tests, killing them:" >&2
  ps -o pid=,pgid=,etime=,args= -p "$(echo $pids | tr ' ' ',')" >&2 || true
  for pid in $pids; do
    kill -KILL -- "-$(ps -o pgid= -p "$pid" | tr -d ' ')" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  done
  return 1
}

current_pid= # the running step's `timeout` process
side_pid=    # a step running beside it (check:content during typecheck), or empty
on_signal() {
  echo "test-all: interrupted" >&2
  if [ -n "$side_pid" ]; then kill -TERM "$side_pid" 2>/dev/null; wait "$side_pid" 2>/dev/null; fi
  if [ -n "$current_pid" ]; then kill -TERM "$current_pid" 2>/dev/null; wait "$current_pid" 2>/dev/null; fi
  watchdog || true
  rm -rf "$log_dir"
  exit 130
}
trap on_signal INT TERM HUP

timed() { # timed SECONDS CMD...: runs CMD under timeout; prints a loud line when the limit hit
  local secs=$1; shift
  # In the background + wait, so a Ctrl-C or TERM reaches on_signal at once (timeout runs the command in
  # its own process group, which a terminal's Ctrl-C does not reach).
  timeout --kill-after=30 "$secs" "$@" &
  current_pid=$!
  wait "$current_pid"
  local rc=$?
  current_pid=
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then echo "!!! test-all: '$*' exceeded its ${secs} s limit and was stopped" >&2; fi
  return "$rc"
}

step() { # step NAME SECONDS CMD...: runs a non-test step; a failure is counted once
  local name=$1 secs=$2; shift 2
  echo "=== $name"
  if timed "$(limit "$secs")" "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); steps_failed+=("$name"); fi
}

node_tests() { # node_tests NAME SECONDS GLOB...: runs node's test runner and adds its counts
  local name=$1 secs=$2; shift 2
  echo "=== $name"
  local out="$log_dir/$name.tap"
  # The TAP log goes to the process's stdout redirected to a file (written synchronously); the
  # readable spec report goes to stderr. No --test-force-exit: on Node 20 it let the runner exit once
  # the tests it already knew of had finished, dropping the rest of a file still reporting (seen: 22
  # and 16 tests missing from the counts, none failed). A runner held open by a leftover handle is
  # stopped by the step's time limit and counted as a failure below.
  timed "$(limit "$secs")" node --import tsx --test \
    --test-reporter=spec --test-reporter-destination=stderr \
    --test-reporter=tap --test-reporter-destination=stdout "$@" >"$out"
  local rc=$?
  # Top-level summary lines of the TAP log (indented lines belong to nested suites).
  local p f c
  p=$(grep -E '^# pass [0-9]+' "$out" | awk '{s+=$3} END {print s+0}')
  f=$(grep -E '^# fail [0-9]+' "$out" | awk '{s+=$3} END {print s+0}')
  c=$(grep -E '^# cancelled [0-9]+' "$out" | awk '{s+=$3} END {print s+0}')
  if [ "$c" -gt 0 ]; then echo "!!! $name: $c test(s) cancelled (counted as failed)" >&2; fi
  f=$((f + c))
  if ! grep -qE '^# tests [0-9]+' "$out"; then
    # No summary: the runner was stopped (time limit, signal) before it finished; files after that never ran.
    echo "!!! $name: the test runner did not finish (exit $rc); tests not run are counted as 1 failure" >&2
    f=$((f + 1))
  elif [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
    echo "!!! $name: the test runner failed (exit $rc) without a failing test (a file did not load?)" >&2
    f=1
  fi
  passed=$((passed + p)); failed=$((failed + f))
  echo "=== $name: $p passed, $f failed"
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

start=$SECONDS
# check:content runs beside typecheck: they are independent and neither keeps both cores busy (about
# 10 s less on a 2-core machine). Its output is printed after typecheck's, under its own heading.
timeout --kill-after=30 "$(limit 600)" npm run -s check:content >"$log_dir/check-content.out" 2>&1 &
side_pid=$!
step typecheck 900 npm run -s typecheck
wait "$side_pid"
side_rc=$?
side_pid=
echo "=== check:content"
cat "$log_dir/check-content.out"
if [ "$side_rc" -eq 124 ] || [ "$side_rc" -eq 137 ]; then echo "!!! test-all: 'npm run -s check:content' exceeded its $(limit 600) s limit and was stopped" >&2; fi
if [ "$side_rc" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); steps_failed+=("check:content"); fi
# Two unit files at a time (node's default is one fewer than the cores: 1 on a 2-core machine); most
# files are short and spend their time starting node + tsx.
node_tests unit 1200 --test-concurrency=2 packages/search/src/**/*.test.ts website/src/**/*.test.ts scripts/**/*.test.ts test-support/**/*.test.ts bench/**/*.test.ts
# Reuses website/build when its stamp matches the inputs' content hash (scripts/lib/build-stamp.ts); prints which.
step build 2400 node --import tsx scripts/build.ts --if-changed
step check:routes 300 npm run -s check:routes
if ensure_chromium; then
  # Each browser test has its own 2 min limit (`test(name, E2E, fn)`, e2e/lib/harness.ts); not --test-timeout, which on
  # Node 20 limits each whole file and cancels the rest of a long one.
  node_tests e2e 2400 --test-concurrency=1 e2e/*.test.ts
else
  failed=$((failed + 1)); steps_failed+=("chromium")
fi

if ! watchdog; then failed=$((failed + 1)); steps_failed+=("leftover-processes"); fi
rm -rf "$log_dir"

[ ${#steps_failed[@]} -eq 0 ] || echo "Failed: ${steps_failed[*]}"
echo "test-all: $passed passed, $failed failed ($(( (SECONDS - start) / 60 )) min $(( (SECONDS - start) % 60 )) s)"
[ "$failed" -eq 0 ]
