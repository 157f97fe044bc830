#!/usr/bin/env bash
# Robustness proof for README line two: the whole suite, three times in a row, on a fresh clone,
# while every core is kept busy by a CPU load generator.
#
#   1. `git clone` of this checkout's HEAD into a temp dir, `npm ci` there;
#   2. a load generator on every core: `stress-ng --cpu N` when installed (Debian: apt-get install
#      stress-ng), else one `node` busy loop per core; started here, killed on exit (trap);
#   3. `npm test` RUNS times (default 3; first run builds, later runs reuse the build), printing wall
#      time and pass/fail per run and a closing summary line.
#
# Usage: scripts/stress-test.sh [--keep] [--runs N]   (--keep leaves the clone for inspection)
# Exits 1 if any run fails (or the clone/install fails). Logs: <clone>/stress-run-<n>.log, copied to
# ${TMPDIR:-/tmp}/docs-stress-logs-<date>/ when the clone is removed.
set -uo pipefail
cd "$(dirname "$0")/.."
src=$(pwd -P)
runs=3 keep=0
while [ $# -gt 0 ]; do
  case $1 in
    --keep) keep=1 ;;
    --runs) runs=$2; shift ;;
    *) echo "usage: $0 [--keep] [--runs N]" >&2; exit 2 ;;
  esac
  shift
done

cores=$(nproc)
work=$(mktemp -d "${TMPDIR:-/tmp}/docs-stress-XXXXXX")
load_pgid=

cleanup() {
  if [ -n "$load_pgid" ]; then kill -TERM -- "-$load_pgid" 2>/dev/null; sleep 0.5; kill -KILL -- "-$load_pgid" 2>/dev/null; fi
  # A search server a run left behind from the clone (test-all's own watchdog should already have killed it).
  pkill -KILL -f -- "$work/repo/packages/search/src/cli.ts" 2>/dev/null || true
  if [ "$keep" -eq 1 ]; then
    echo "stress: clone kept at $work/repo"
  else
    if compgen -G "$work/repo/stress-run-*.log" > /dev/null; then
      logs="${TMPDIR:-/tmp}/docs-stress-logs-$(date -u +%Y%m%dT%H%M%SZ)"
      mkdir -p "$logs" && cp "$work"/repo/stress-run-*.log "$logs"/ && echo "stress: run logs kept in $logs"
    fi
    rm -rf "$work"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

echo "stress: machine $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $cores cores, node $(node --version), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "stress: cloning $src (HEAD $(git -C "$src" rev-parse --short HEAD)) into $work/repo"
git clone -q "$src" "$work/repo" || exit 1
cd "$work/repo" || exit 1
t=$SECONDS
if ! npm ci --no-audit --no-fund > "$work/npm-ci.log" 2>&1; then
  echo "stress: npm ci FAILED (log: $work/npm-ci.log)"; keep=1; exit 1
fi
echo "stress: npm ci done in $((SECONDS - t)) s ($(grep -c EBADENGINE "$work/npm-ci.log") EBADENGINE warnings)"

# The load generator, in its own process group so cleanup kills all of it.
if command -v stress-ng > /dev/null; then
  setsid stress-ng --cpu "$cores" --cpu-method matrixprod --quiet > /dev/null 2>&1 &
  load_what="stress-ng --cpu $cores"
else
  setsid bash -c "for i in \$(seq $cores); do node -e 'for (;;) {}' & done; wait" > /dev/null 2>&1 &
  load_what="$cores node busy loops (stress-ng not installed)"
fi
load_pgid=$!
sleep 1
echo "stress: load generator running: $load_what (process group $load_pgid)"

failures=0 summary=()
for n in $(seq "$runs"); do
  log="$work/repo/stress-run-$n.log"
  t=$SECONDS
  npm test > "$log" 2>&1
  rc=$?
  secs=$((SECONDS - t))
  closing=$(grep -E '^test-all: ' "$log" | tail -1)
  build=$(grep -E '^build: (reusing|building)' "$log" | tail -1)
  if [ "$rc" -eq 0 ]; then verdict=PASS; else verdict=FAIL; failures=$((failures + 1)); keep=1; fi
  line="run $n: $verdict in $((secs / 60)) min $((secs % 60)) s — ${closing:-no closing line} — ${build:-no build line}"
  echo "stress: $line"
  summary+=("$line")
done

echo "stress: summary ($runs runs under $load_what on $cores cores):"
printf '  %s\n' "${summary[@]}"
[ "$failures" -eq 0 ] && echo "stress: all $runs runs passed" || echo "stress: $failures of $runs runs FAILED (logs kept in $work/repo)"
[ "$failures" -eq 0 ]
