#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test: format, clippy, engine tests,
# component tests in headless Chromium, the release build, and end-to-end tests against it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-tools.sh
source scripts/env.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

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

step "all checks passed"
