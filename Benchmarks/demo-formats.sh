#!/usr/bin/env bash
# Times the demo's three formats on one generated scenario of N steps (default 4,000), best of three
# runs each with the release build, and prints the SVG's time over the text's.
#
#   Benchmarks/demo-formats.sh [steps]
#
# The demo is not a library product, so the benchmark harness cannot reach it; this script runs the
# executable instead. The scenario is the one of "The demo's time per step" in Benchmarks/README.md:
# tap field a, tap field b, toggle the predictive bar, dismiss, one step a second.
set -euo pipefail
cd "$(dirname "$0")/.."
steps="${1:-4000}"
file="$(mktemp "${TMPDIR:-/tmp}/demo-steps-$steps.XXXXXX")"
trap 'rm -f "$file"' EXIT

actions=('"action": "tapTextField", "field": "a"' '"action": "tapTextField", "field": "b"'
  '"action": "togglePredictiveBar"' '"action": "dismiss"')
{
  printf '{"device": "iphone-15", "fields": ['
  printf '{"id": "a", "frame": {"x": 16, "y": 600, "width": 343, "height": 44}}, '
  printf '{"id": "b", "frame": {"x": 16, "y": 700, "width": 343, "height": 44}}], "steps": [\n'
  for ((i = 0; i < steps; i++)); do
    printf '{"time": %d, %s}%s\n' "$i" "${actions[i % 4]}" "$([ $i -lt $((steps - 1)) ] && echo ,)"
  done
  printf ']}\n'
} >"$file"

swift build -c release --product demo >&2
demo="$(swift build -c release --show-bin-path)/demo"

best() { # best FORMAT: the shortest of three runs, in seconds
  local best=""
  for _ in 1 2 3; do
    local start end
    start=$(date +%s.%N)
    "$demo" --scenario "$file" --format "$1" >/dev/null
    end=$(date +%s.%N)
    best=$(awk -v b="$best" -v t="$(awk -v s="$start" -v e="$end" 'BEGIN { print e - s }')" \
      'BEGIN { print (b == "" || t < b) ? t : b }')
  done
  echo "$best"
}

text=$(best text)
json=$(best json)
svg=$(best svg)
printf 'steps %d: text %.3f s, json %.3f s, svg %.3f s; svg / text %.2f\n' \
  "$steps" "$text" "$json" "$svg" "$(awk -v s="$svg" -v t="$text" 'BEGIN { print s / t }')"
