#!/usr/bin/env bash
# Writes the hand-made seeds of Fuzz/Corpus/ from the byte layouts the harnesses decode (read
# `FuzzedBytes` and the harnesses: one byte per decision, in the order they are taken).
# The `regression-*` seeds beside them are inputs that once broke an invariant; keep them.
set -euo pipefail
cd "$(dirname "$0")"

seed() { # seed HARNESS NAME BYTE...
  local harness=$1 name=$2
  shift 2
  mkdir -p "$harness"
  printf "$(printf '\\x%02x' "$@")" >"$harness/$name"
}

# Shared prefix: device (1 = iPhone 15), portrait (1), predictive bar (1), then for fuzz-engine the
# container (0 = full screen); then the configuration: strategy (0 shift, 1 scroll, 2 bottom
# constraint, 3 chat, 4 manual, 5 and 6 a message list under an input accessory view's or a keyboard
# layout guide's composer; a scroll view then takes 1 + 1 bytes; a chat's strategies then take the lift,
# 0 always to 3 never, and whether to estimate, 0 = no), placement (1 = bottom above the keyboard), reveal
# target (1 = focused field), spacing (1 = 20), estimate (1 = 360), looping (0).

# fuzz-engine: ... field count, per field: frame kind (0), y (byte/255 of the height), kind
# (1 = text field), own spacing (1 = none), avoidance (1 = on); observing (1); then steps. Step 9
# is a layout reading, 10 a drag of the keyboard (then its top), 11 to 13 a simulator action: 0 tap
# text field (then the field id), 1 tap text view, 2 predictive bar, 3 attach, 4 detach hardware
# keyboard, 5 shortcut bar, 6 undock, 7 dock, 8 rotate, 9 dismiss, 10 drag (then its top and release).
seed fuzz-engine shift-tap-dismiss 1 1 1 0 0 1 1 1 1 0 2 0 60 1 1 1 0 240 1 1 1 1 11 0 1 11 9
seed fuzz-engine scroll-switch-rotate 2 1 1 0 1 0 128 1 1 1 1 0 3 0 200 1 1 1 0 230 1 1 1 0 250 0 1 1 1 \
  11 0 0 11 0 2 11 8 11 2 11 8 11 9
seed fuzz-engine constraint-hardware-keyboard 0 1 1 0 2 0 64 1 1 1 1 1 0 1 0 250 1 1 1 1 \
  11 0 0 11 3 11 4 11 9
seed fuzz-engine manual-undock-ipad 3 0 1 0 4 1 1 1 1 0 1 0 220 1 1 1 1 11 1 0 11 6 11 7 11 9
# Raw inputs: begin editing f0, a willShow (phase 0) docked (frame kind 0) 336 high (number 15), then stop.
seed fuzz-engine raw-inputs 1 1 1 0 0 1 1 1 1 0 1 0 240 1 1 1 1 0 0 2 0 15 0 15 0 1 7 0

# fuzz-userinfo: ... field frame kind (0), y; focused (1); then per notification the phase
# (0 willShow, 4 willHide) and the five keys in UIKit's order, each a type (1 = the key's own)
# and its payload: a frame is a height (15 = 336) and a shape (0 docked, 2 hidden below).
seed fuzz-userinfo show-and-hide 1 1 1 0 1 1 1 1 0 0 240 1 \
  0 1 15 2 1 15 0 1 1 1 1 1 1 \
  4 1 15 0 1 15 2 1 1 1 1 1 1
seed fuzz-userinfo missing-and-wrong-types 1 1 1 0 1 1 1 1 0 0 240 1 \
  0 0 1 15 0 12 0 9 0 14 \
  1 5 34 0 0 0 1 15 0 6 36 10 0 13 0 0 0 11 0
