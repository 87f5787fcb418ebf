#!/usr/bin/env bash
# Trunk hook: copies into the build only the art the app uses, from the npm packages that
# scripts/install-tools.sh put in $ROUND_TABLE_TOOLS:
#   art/icons.svg  one SVG sprite of the game-icons.net icons named in src/ (see src/art/icon.rs:
#                  a name is a literal in icon("…"), icon_name("…") or icon="…"), for the shell
#   art/icons-<game>.svg  a game's module's own sprite: the icons named under its
#                  src/games/<dir>/ and outside every game's folder (a smaller document to
#                  fetch and parse while its table is first drawn)
#   fonts/         Cinzel 600/700 and Source Sans 3 400/600/700, latin subset (French and
#                  Spanish letters are in it), with the fonts' licence
# It runs at Trunk's "build" stage, so it is done before the post_build hook lists the
# files for the service worker (hooks of one stage run at the same time).
set -euo pipefail
stage="${TRUNK_STAGING_DIR:?run by trunk as a hook}"
source_dir="${TRUNK_SOURCE_DIR:?run by trunk as a hook}"
modules="${ROUND_TABLE_TOOLS:-$HOME/.cache/round-table-tools}/node_modules"
icons_json="$modules/@iconify-json/game-icons/icons.json"

fail() { echo "build-assets: $*" >&2; exit 1; }
for needed in "$icons_json" "$modules/@fontsource/cinzel" "$modules/@fontsource/source-sans-3"; do
  [ -e "$needed" ] || fail "$needed is missing; run scripts/install-tools.sh"
done

# The icon names written under the given folders (grep's own options after them).
icon_names() {
  grep -rhoE --include='*.rs' '\bicon(_name)?\("[a-z0-9-]+"\)|\bicon="[a-z0-9-]+"' "$@" \
    | sed -E 's/.*"([a-z0-9-]+)".*/\1/' | LC_ALL=C sort -u || true
}
names=$(icon_names "$source_dir/src")
[ -n "$names" ] || fail "no icon names found under $source_dir/src"
# Each game's folder under src/games/ and its module's id (src/games/<dir>/ MODULE.id).
declare -A game_ids=([avalon]=avalon [camelot]=camelot [chips]=excalibur-chips [excalibur85]=excalibur-1985)
excluded=()
for dir in "$source_dir"/src/games/*/; do
  dir=$(basename "$dir")
  [ -n "${game_ids[$dir]:-}" ] || fail "src/games/$dir/ has no sprite: add its module's id to game_ids"
  excluded+=("--exclude-dir=$dir")
done
shared=$(icon_names "$source_dir/src" "${excluded[@]}")

mkdir -p "$stage/art" "$stage/fonts"
sprite() { # file names...
  local out=$1; shift
  # shellcheck disable=SC2086 # one argument per name
  node - "$icons_json" "$out" "$@" <<'JS'
const fs = require("fs");
const [json, out, ...names] = process.argv.slice(2);
const set = JSON.parse(fs.readFileSync(json, "utf8"));
const aliases = set.aliases || {};
// An alias names another icon (and may turn it); follow it to the icon that has a body.
function find(name, seen = new Set()) {
  if (set.icons[name]) return set.icons[name];
  const alias = aliases[name];
  if (!alias || seen.has(name)) return null;
  seen.add(name);
  const parent = find(alias.parent, seen);
  if (!parent) return null;
  const turned = alias.rotate || alias.hFlip || alias.vFlip;
  return turned ? { ...parent, turned: true } : parent;
}
const missing = [];
const symbols = names.map((name) => {
  const icon = find(name);
  if (!icon) { missing.push(name); return ""; }
  if (icon.turned) { missing.push(`${name} (a turned alias; use its parent)`); return ""; }
  const [left, top] = [icon.left ?? set.left ?? 0, icon.top ?? set.top ?? 0];
  const [width, height] = [icon.width ?? set.width ?? 512, icon.height ?? set.height ?? 512];
  return `<symbol id="${name}" viewBox="${left} ${top} ${width} ${height}">${icon.body}</symbol>`;
});
if (missing.length) {
  console.error(`build-assets: not in game-icons: ${missing.join(", ")}`);
  process.exit(1);
}
fs.writeFileSync(out,
  '<svg xmlns="http://www.w3.org/2000/svg">' +
  "<!-- Icons by Lorc, Delapouite and contributors, game-icons.net, CC BY 3.0 -->" +
  symbols.join("") + "</svg>\n");
console.log(`build-assets: ${out.replace(/.*\//, "")}: ${names.length} icons`);
JS
}
# shellcheck disable=SC2086 # one argument per name
sprite "$stage/art/icons.svg" $names
for dir in "${!game_ids[@]}"; do
  # shellcheck disable=SC2086 # one argument per name
  sprite "$stage/art/icons-${game_ids[$dir]}.svg" $(printf '%s\n' $shared $(icon_names "$source_dir/src/games/$dir") | LC_ALL=C sort -u)
done

copy_font() { # package file
  local from="$modules/@fontsource/$1/files/$2"
  [ -f "$from" ] || fail "$from is missing"
  cp "$from" "$stage/fonts/"
}
for weight in 600 700; do copy_font cinzel "cinzel-latin-$weight-normal.woff2"; done
for weight in 400 600 700; do copy_font source-sans-3 "source-sans-3-latin-$weight-normal.woff2"; done
# The SIL Open Font License travels with the fonts.
cp "$modules/@fontsource/cinzel/LICENSE" "$stage/fonts/LICENSE-cinzel.txt"
cp "$modules/@fontsource/source-sans-3/LICENSE" "$stage/fonts/LICENSE-source-sans-3.txt"
