//! The clock the browser figures are timed with: performance.now(), in milliseconds (shared
//! by figures.rs and its Camelot-only twin, camelot_speed.rs).

pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}
