//! The app's own QR reader, as a module of its own (`qr-reader`): its decoder's Galois-field
//! tables are 64 KB that no compression shrinks, about a tenth of a game's module, and it is
//! needed only when the camera scans a join code in a browser with no `BarcodeDetector`. The
//! scanner (src/net/scan.rs) loads it then, through the page's `rtLoad`.

use wasm_bindgen::prelude::wasm_bindgen;

fn main() {}

/// The text of the first QR code in a grey image (`width` × `height`, one byte a pixel, row
/// by row), or `undefined`.
#[wasm_bindgen]
pub fn read(width: usize, height: usize, grey: &[u8]) -> Option<String> {
    rt_net::qr::read(width, height, grey)
}
