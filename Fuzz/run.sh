#!/usr/bin/env bash
# Builds the fuzz harnesses and runs each for a bounded time on the checked-in seed corpus.
#
#   Fuzz/run.sh [seconds per harness, default 30] [harness...]
#
# New inputs and any crash go to a temporary directory, never into the repository; a crash fails
# the script and names the input that caused it. See Fuzz/README.md for longer campaigns.
set -euo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-30}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(fuzz-userinfo fuzz-engine fuzz-demo)

# -parse-as-library: libFuzzer brings `main`. The flags reach every module, so the library is
# instrumented for coverage and checked by AddressSanitizer too. fuzz-demo is in a package of its own
# (Demo/), which builds the demo's library from the root package's sources.
build() { # build PACKAGE: builds it, then prints its bin path
  swift build -c release --package-path "$1" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2 || return 1
  swift build -c release --package-path "$1" --show-bin-path
}
# A build that fails stops the script (an `if` body, not a `||`, so errexit holds): a stale binary
# from an earlier build must never be run instead.
for harness in "${harnesses[@]}"; do
  case $harness in
  fuzz-demo) if [ -z "${demo_bin:-}" ]; then demo_bin="$(build "$fuzz/Demo")"; fi ;;
  *) if [ -z "${bin:-}" ]; then bin="$(build "$fuzz")"; fi ;;
  esac
done

work="$(mktemp -d "${TMPDIR:-/tmp}/keyboard-fuzz.XXXXXX")"
echo "findings go to $work"
# Swift's own backtracer and AddressSanitizer's both want the crash; let libFuzzer report it.
export SWIFT_BACKTRACE=enable=no

status=0
for harness in "${harnesses[@]}"; do
  mkdir -p "$work/$harness/corpus" "$work/$harness/artifacts"
  echo "== $harness for ${seconds}s"
  # fuzz-demo also starts from the shipped scenarios, and reads JSON's words from a dictionary.
  extra=()
  harness_bin="${bin:-}"
  if [ "$harness" = fuzz-demo ]; then
    extra=("$fuzz/../Scenarios" "-dict=$fuzz/Corpus/fuzz-demo.dict")
    harness_bin="$demo_bin"
  fi
  # The first corpus directory receives new inputs; the checked-in seeds are only read.
  if "$harness_bin/$harness" "$work/$harness/corpus" "$fuzz/Corpus/$harness" "${extra[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/$harness/artifacts/" >"$work/$harness/log" 2>&1; then
    grep -E '^stat::number_of_executed_units' "$work/$harness/log" || true
  else
    status=1
    grep -E 'invariant broken|ERROR|Test unit written' "$work/$harness/log" | cut -c1-400 || true
    echo "$harness FAILED; full log: $work/$harness/log"
  fi
done
exit $status
