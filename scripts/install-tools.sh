#!/usr/bin/env bash
# Installs whatever the build and the tests need and is not here yet.
# Every step checks first, so a warm machine pays nothing. Versions and traps:
# ../shared/notes/toolchain.md (Trunk 0.21.14, wasm-bindgen CLI pinned to Cargo.lock,
# wasm-opt from npm's binaryen 132, Chromium and chromedriver from Debian).
set -euo pipefail

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130
BINARYEN_VERSION=132.0.0
TOOLS_DIR="${ROUND_TABLE_TOOLS:-$HOME/.cache/round-table-tools}"

say() { printf '\033[1m[tools]\033[0m %s\n' "$*"; }

need_browser="${1:-all}" # "serve" skips Chromium, which only the tests need

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v trunk >/dev/null || ! trunk --version | grep -q " $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (about 12 minutes on 2 cores)"
  cargo install --locked trunk --version "$TRUNK_VERSION"
fi

if ! command -v wasm-bindgen >/dev/null || ! wasm-bindgen --version | grep -q " $WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (about 4 minutes)"
  # Not --locked: its lockfile names a crate version the registry does not serve.
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if [ ! -x "$TOOLS_DIR/node_modules/.bin/wasm-opt" ] \
  || ! "$TOOLS_DIR/node_modules/.bin/wasm-opt" --version | grep -q "${BINARYEN_VERSION%%.*}"; then
  say "installing binaryen $BINARYEN_VERSION (wasm-opt) from npm"
  mkdir -p "$TOOLS_DIR"
  (cd "$TOOLS_DIR" && npm install --no-audit --no-fund --silent "binaryen@$BINARYEN_VERSION")
fi

# Art read at build time by scripts/build-assets.sh (only the icons and font files used are
# copied into the app), and axe-core for accessibility checks. One npm call for all four.
ASSET_PACKAGES=(
  "@iconify-json/game-icons@1.2.4"
  "@fontsource/cinzel@5.3.0"
  "@fontsource/source-sans-3@5.3.1"
  "axe-core@4.14.1"
)
npm_has() { # name@version: is that exact version in $TOOLS_DIR?
  local name="${1%@*}" version="${1##*@}"
  [ -f "$TOOLS_DIR/node_modules/$name/package.json" ] \
    && grep -q "\"version\": *\"$version\"" "$TOOLS_DIR/node_modules/$name/package.json"
}
missing=()
for package in "${ASSET_PACKAGES[@]}"; do
  npm_has "$package" || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing ${missing[*]} from npm"
  mkdir -p "$TOOLS_DIR"
  (cd "$TOOLS_DIR" && npm install --no-audit --no-fund --silent --save-exact "${missing[@]}")
fi

if [ "$need_browser" = all ]; then
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    say "installing Chromium and chromedriver from Debian"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
fi

say "tools ready"
