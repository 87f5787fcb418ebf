// Trunk post-build step, on the staged index.html:
// - the words the page's own screens need (home, loading, update banner), in every language,
//   taken from src/i18n/<lang>/shared.ftl so that they never drift from the app's messages
//   (the marker /*RT_WORDS*/{});
// - the app shell's file name, hashed by Trunk, which the page loads itself (Trunk is told not
//   to inject it, so the home screen needs no wasm) (the marker /*RT_SHELL*/"round-table").
const fs = require("fs");
const path = require("path");
const [source, page] = process.argv.slice(2);
const keys = /^(app-name|app-tagline|continue-count|settings|net-join|new-game|coming-soon|rules|seat-range|loading|game-load-failed|try-again|update-ready|update-apply|game-(camelot|avalon|excalibur-chips|excalibur-1985)(-blurb)?)$/;
const words = {};
for (const lang of ["en", "fr", "es"]) {
  words[lang] = {};
  const ftl = fs.readFileSync(path.join(source, "src/i18n", lang, "shared.ftl"), "utf8");
  for (const line of ftl.split("\n")) {
    const m = /^([a-z0-9-]+) = (.*)$/.exec(line);
    if (m && keys.test(m[1])) words[lang][m[1]] = m[2];
  }
}
const shell = fs.readdirSync(path.dirname(page)).find((f) => /^round-table-[0-9a-f]+\.js$/.test(f));
if (!shell) throw new Error("no round-table-<hash>.js in " + path.dirname(page));
let html = fs.readFileSync(page, "utf8");
for (const [marker, value] of [["/*RT_WORDS*/{}", JSON.stringify(words)], ['/*RT_SHELL*/"round-table"', JSON.stringify(shell.replace(/\.js$/, ""))]]) {
  if (!html.includes(marker)) throw new Error("index.html has no " + marker);
  html = html.replace(marker, value);
}
fs.writeFileSync(page, html);
