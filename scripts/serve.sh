#!/usr/bin/env bash
# Installs whatever is missing, then serves the app on http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-tools.sh serve
source scripts/env.sh
exec trunk serve --release --offline --address 127.0.0.1 --port "${PORT:-8080}"
