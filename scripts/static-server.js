// A static file server for dist/, the way a static host serves it: gzip on when the browser
// asks for it, the right content types, index.html for "/". For Lighthouse in figures.sh.
// Usage: node scripts/static-server.js DIR PORT
const http = require("http");
const fs = require("fs");
const path = require("path");
const zlib = require("zlib");

const root = path.resolve(process.argv[2] || "dist");
const port = Number(process.argv[3] || 8095);
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json", ".json": "application/json", ".txt": "text/plain",
};

http.createServer((req, res) => {
  const url = decodeURIComponent(req.url.split(/[?#]/)[0]);
  const file = path.join(root, url === "/" ? "index.html" : url);
  if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); return res.end("not found"); }
    const headers = { "Content-Type": types[path.extname(file)] || "application/octet-stream", "Cache-Control": "no-cache" };
    const type = headers["Content-Type"];
    if (/gzip/.test(req.headers["accept-encoding"] || "") && !/png|woff2/.test(type)) {
      headers["Content-Encoding"] = "gzip";
      data = zlib.gzipSync(data, { level: 9 });
    }
    res.writeHead(200, headers);
    res.end(data);
  });
}).listen(port, "127.0.0.1");
