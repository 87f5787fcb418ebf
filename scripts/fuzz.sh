#!/usr/bin/env bash
# Longer fuzz runs than the test command's: every engine, CASES byte-driven action cases and as
# many mangled saves, from SEED. A panic is a finding: the seed and the game name replay it.
#   scripts/fuzz.sh [CASES] [SEED] [GAME]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
cargo run --release -p round-table-fuzz -- "${1:-100000}" "${2:-1}" ${3:+"$3"}
