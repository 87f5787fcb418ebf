#!/usr/bin/env bash
# Prints the figures: release sizes (raw and gzipped), time to first render in headless
# Chromium (median of 5 cold loads), and the core's throughput natively and in the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-tools.sh
source scripts/env.sh

trunk build --release --offline >/dev/null 2>&1
echo "== release build (dist/)"
total_raw=0; total_gz=0
for f in $(find dist -type f | sort); do
  raw=$(stat -c %s "$f"); gz=$(gzip -9c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  awk -v n="${f#dist/}" -v r="$raw" -v g="$gz" 'BEGIN { printf "  %-44s %8.1f KiB raw %8.1f KiB gzipped\n", n, r/1024, g/1024 }'
done
awk -v r="$total_raw" -v g="$total_gz" 'BEGIN { printf "  %-44s %8.1f KiB raw %8.1f KiB gzipped\n", "total", r/1024, g/1024 }'
# What the home screen needs: the page (which draws it) and its styles. No wasm: the shell
# (settings, saved games) follows when the page is idle or one of its screens opens.
gz() { local n=0; for f in "$@"; do n=$((n + $(gzip -9c "$f" | wc -c))); done; echo "$n"; }
line() { awk -v n="$1" -v g="$2" -v t="${3:-}" 'BEGIN { printf "  %-44s %8.1f KiB gzipped%s\n", n, g/1024, t }'; }
line "first load: home (page, styles)" "$(gz dist/index.html dist/main-*.css dist/art-*.css)" " (target: 200 KiB)"
line "shell: settings, saved games (script, wasm)" "$(gz dist/round-table-*.js dist/round-table-*_bg.wasm)"
# Each game's own load: its module (the app with that game) and its bots' worker.
for m in dist/game-*_bg.wasm; do
  game=$(basename "$m" _bg.wasm); game=${game#game-}
  line "$game: module" "$(gz "dist/game-$game.js" "$m")"
  line "$game: bots (worker, when a bot plays)" "$(gz "dist/bot-$game.js" "dist/bot-${game}_bg.wasm")"
  line "$game: a guest device's module" "$(gz "dist/guest-$game.js" "dist/guest-${game}_bg.wasm")"
done
line "QR reader (when a camera scan needs it)" "$(gz dist/qr-reader.js dist/qr-reader_bg.wasm)"
fonts=$(cat dist/fonts/*.woff2 | wc -c)
awk -v g="$fonts" 'BEGIN { printf "  %-44s %8.1f KiB (woff2, fetched as text shows)\n", "fonts", g/1024 }'

echo "== Lighthouse 12.2.3 (mobile), served with gzip on: the home page, and a game's table"
LH="$ROUND_TABLE_TOOLS/node_modules/.bin/lighthouse"
if [ ! -x "$LH" ]; then
  (cd "$ROUND_TABLE_TOOLS" && npm install --no-audit --no-fund --silent -E lighthouse@12.2.3)
fi
port=8095
node scripts/static-server.js dist "$port" & server=$!
trap 'kill $server 2>/dev/null || true' EXIT
sleep 1
# A guided game's address opens a table straight away (#/learn/<game>).
for page in "" "#/learn/camelot"; do
  echo "  -- /$page"
  report=$(mktemp)
  CHROME_PATH=/usr/bin/chromium "$LH" "http://127.0.0.1:$port/$page" --quiet --output=json --output-path="$report" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic" \
    || echo "  lighthouse failed"
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const [id, c] of Object.entries(r.categories)) console.log("  " + c.title.padEnd(16) + Math.round(c.score * 100));
    for (const a of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"])
      console.log("  " + r.audits[a].title.padEnd(28) + r.audits[a].displayValue);
  ' "$report" || true
done
kill $server 2>/dev/null || true

echo "== time to first render"
cargo run -q --release -p e2e --bin first-render

echo "== chip game: random full games, replays, bot time per decision (native, then in the browser)"
cargo run -q --release -p round-table-bench --bin bench
# Built as the bots' workers are (the "bots" profile), so the figures are what the bots get.
# One test at a time: each blocks the page while it runs, and the runner gives up on a page
# blocked for 30 s, so the tests one page would run back to back must not add up to that.
for test in $(grep -o 'fn browser_[a-z0-9_]*' tests/figures.rs | sed 's/^fn //'); do
  WASM_BINDGEN_TEST_TIMEOUT=600 cargo test --profile bots -p round-table --target wasm32-unknown-unknown --test figures -- --nocapture --exact "$test" 2>&1 \
    | grep -o 'FIGURE.*' | sed 's/^FIGURE /  /'
done

echo "== arena (bot against bot, fixed seeds)"
cargo run -q --release -p round-table-bench --bin arena
