#!/usr/bin/env bash
# Trunk post-build hook: writes sw.js into the staging folder from static/sw-template.js,
# listing every built file, and naming the cache after a hash of their contents.
set -euo pipefail
dir="${TRUNK_STAGING_DIR:?run by trunk as a post_build hook}"
cd "$dir"
files=$(find . -type f ! -name sw.js | sed 's|^\./||' | LC_ALL=C sort)
version=$(echo "$files" | xargs sha256sum | sha256sum | cut -c1-16)
list=$( { echo "./"; echo "$files"; } | sed 's/.*/"&"/' | paste -sd, - )
template="$TRUNK_SOURCE_DIR/static/sw-template.js"
sed -e "s|__VERSION__|$version|" -e "s|__PRECACHE__|[$list]|" "$template" > sw.js
