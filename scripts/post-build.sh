#!/usr/bin/env bash
# Trunk post-build hook: first the home screen's words and the shell's file name into index.html, then the service
# worker (which lists and hashes every built file, index.html included), in that order.
set -euo pipefail
node "$TRUNK_SOURCE_DIR/scripts/write-page.js" "$TRUNK_SOURCE_DIR" "${TRUNK_STAGING_DIR:?run by trunk}/index.html"
bash "$TRUNK_SOURCE_DIR/scripts/write-service-worker.sh"
