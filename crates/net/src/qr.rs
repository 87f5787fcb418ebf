//! Join codes as QR codes: drawn as SVG for the screen, and read back from a camera
//! frame's grey levels where the browser has no `BarcodeDetector`.

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// A QR code holding `text`, as an SVG image, and its version (1–40: its size).
pub fn svg(text: &str) -> Option<(String, i16)> {
    // Medium error correction: a screen photographed at an angle still reads.
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let version = match code.version() {
        qrcode::Version::Normal(v) | qrcode::Version::Micro(v) => v,
    };
    let image = code
        .render::<svg::Color>()
        .min_dimensions(240, 240)
        .quiet_zone(true)
        .build();
    Some((image, version))
}

/// The text of the first QR code found in a grey image (`width` × `height`, one byte a
/// pixel, row by row).
pub fn read(width: usize, height: usize, grey: &[u8]) -> Option<String> {
    if grey.len() < width * height {
        return None;
    }
    let mut image =
        rqrr::PreparedImage::prepare_from_greyscale(width, height, |x, y| grey[y * width + x]);
    image
        .detect_grids()
        .into_iter()
        .find_map(|grid| grid.decode().ok().map(|(_, text)| text))
}

/// The QR code of `text` as a grey image, `scale` pixels a module with a quiet zone: what a
/// camera would see of the screen, for tests.
pub fn grey_image(text: &str, scale: usize) -> Option<(usize, Vec<u8>)> {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    let modules = code.width();
    let colors = code.to_colors();
    let side = (modules + 8) * scale;
    let mut grey = vec![255u8; side * side];
    for (i, c) in colors.iter().enumerate() {
        if *c == qrcode::Color::Dark {
            let (mx, my) = (i % modules + 4, i / modules + 4);
            for y in my * scale..(my + 1) * scale {
                for x in mx * scale..(mx + 1) * scale {
                    grey[y * side + x] = 0;
                }
            }
        }
    }
    Some((side, grey))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drawn_code_reads_back() {
        let text = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
        let (image, version) = svg(text).unwrap();
        assert!(image.starts_with("<?xml") || image.starts_with("<svg"));
        assert!(version <= 3);
        let (side, grey) = grey_image(text, 4).unwrap();
        assert_eq!(read(side, side, &grey).as_deref(), Some(text));
        assert_eq!(read(side, side, &vec![255; side * side]), None);
    }
}
