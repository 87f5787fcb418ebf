#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test: format, clippy, engine tests,
# component tests in headless Chromium, the release build, and end-to-end tests against it.
# Ends with a table of how long each step took, so a step that grows slow is seen at once.
set -euo pipefail
cd "$(dirname "$0")/.."

# Limits of the browser-driven steps. They must hold on a slow or busy two-core machine (a
# laptop running an editor and a build, a CI runner with a neighbour), so each is several
# times what the step needs on a quiet one; a stuck step still fails, later.
# - The component suites: wasm-bindgen-test-runner gives a whole suite (page load, every
#   test, the report) WASM_BINDGEN_TEST_TIMEOUT seconds, 20 unless told; chromedriver gets
#   WASM_BINDGEN_TEST_DRIVER_TIMEOUT seconds to start, 5 unless told.
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-900}"
export WASM_BINDGEN_TEST_DRIVER_TIMEOUT="${WASM_BINDGEN_TEST_DRIVER_TIMEOUT:-120}"
# - The end-to-end journeys (tests/e2e/src/lib.rs): how long a journey waits for something
#   to show, and how long it lets a game go without a single move before calling it stuck.
export RT_E2E_WAIT_SECS="${RT_E2E_WAIT_SECS:-90}"
export RT_E2E_STALL_SECS="${RT_E2E_STALL_SECS:-180}"

started=$(date +%s)
steps=()  # "seconds|name", one per finished step
current=""
current_start=0

finish_step() {
  if [ -n "$current" ]; then
    steps+=("$(($(date +%s) - current_start))|$current")
    current=""
  fi
}

step() {
  finish_step
  current="$*"
  current_start=$(date +%s)
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

# The table, printed whether the run passes or fails (a failed step is marked).
report() {
  local status=$?
  local failed=""
  if [ "$status" -ne 0 ] && [ -n "$current" ]; then
    failed="$current"
  fi
  finish_step
  printf '\n\033[1m== time per step\033[0m\n'
  local row
  for row in "${steps[@]}"; do
    local seconds="${row%%|*}" name="${row#*|}"
    local mark=""
    [ "$name" = "$failed" ] && mark="  (failed)"
    printf '%6d s  %3d min %02d s  %s%s\n' "$seconds" $((seconds / 60)) $((seconds % 60)) "$name" "$mark"
  done
  local total=$(($(date +%s) - started))
  printf '%6d s  %3d min %02d s  in all\n' "$total" $((total / 60)) $((total % 60))
  exit "$status"
}
trap report EXIT

step "install what is missing"
bash scripts/install-tools.sh
source scripts/env.sh

step "format"
cargo fmt --all --check

step "clippy: engines and test tools (native)"
cargo clippy --workspace --exclude round-table --all-targets --release -- -D warnings

step "clippy: the app (wasm)"
cargo clippy -p round-table --target wasm32-unknown-unknown --all-targets -- -D warnings

step "engine tests (native)"
cargo test --workspace --exclude round-table --exclude e2e --release

step "component tests (headless Chromium)"
cargo test -p round-table --target wasm32-unknown-unknown --test web --test game_loop

step "release build"
trunk build --release --offline

step "end-to-end tests (Chromium through WebDriver)"
cargo test -p e2e --release -- --test-threads=1

finish_step
printf '\n\033[1m== all checks passed\033[0m\n'
