# Sourced by the scripts: puts the installed tools first on PATH.
export ROUND_TABLE_TOOLS="${ROUND_TABLE_TOOLS:-$HOME/.cache/round-table-tools}"
export PATH="$ROUND_TABLE_TOOLS/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
# Trunk would otherwise ask the network whether a newer Trunk exists.
export TRUNK_SKIP_VERSION_CHECK=true
