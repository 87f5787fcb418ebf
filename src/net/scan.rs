//! Reading a join code with the camera: the browser's `BarcodeDetector` where it has one,
//! else the app's own decoder (`rt_net::qr::read`) on the frame's grey levels. That decoder
//! is a module of its own (`qr-reader`, src/bin/qr_reader.rs), loaded at the first frame it
//! reads: its tables would weigh on every module for the few players who scan.

use js_sys::{Array, Function, Promise, Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};
use yew::prelude::*;

/// The grey level of each pixel of an RGBA image.
pub fn grey(rgba: &[u8]) -> Vec<u8> {
    rgba.chunks_exact(4)
        .map(|p| {
            ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8
        })
        .collect()
}

/// What `canvas` shows, as grey levels: its width, height and one byte a pixel.
pub fn grey_canvas(canvas: &HtmlCanvasElement) -> Option<(u32, u32, Vec<u8>)> {
    let (w, h) = (canvas.width(), canvas.height());
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let data = context
        .get_image_data(0.0, 0.0, f64::from(w), f64::from(h))
        .ok()?
        .data();
    Some((w, h, grey(&data)))
}

/// The text of a QR code drawn on `canvas`, read by the app's own decoder (its module is
/// loaded the first time).
async fn read_canvas(canvas: &HtmlCanvasElement) -> Option<String> {
    let (w, h, grey) = grey_canvas(canvas)?;
    let reader = JsFuture::from(crate::module::rt_load("qr-reader").ok()?)
        .await
        .ok()?;
    let read: Function = Reflect::get(&reader, &"read".into())
        .ok()?
        .dyn_into()
        .ok()?;
    read.call3(
        &JsValue::NULL,
        &w.into(),
        &h.into(),
        &Uint8Array::from(grey.as_slice()),
    )
    .ok()?
    .as_string()
}

/// The browser's barcode reader for QR codes, where it has one.
fn detector() -> Option<JsValue> {
    let window = web_sys::window()?;
    let class: Function = Reflect::get(&window, &"BarcodeDetector".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let options = js_sys::Object::new();
    let formats = Array::of1(&"qr_code".into());
    Reflect::set(&options, &"formats".into(), &formats).ok()?;
    Reflect::construct(&class, &Array::of1(&options)).ok()
}

/// A QR code's text in the canvas, by the browser's reader or the app's.
async fn detect(canvas: &HtmlCanvasElement, detector: Option<&JsValue>) -> Option<String> {
    if let Some(d) = detector {
        let detect: Function = Reflect::get(d, &"detect".into()).ok()?.dyn_into().ok()?;
        let found: Promise = detect.call1(d, canvas).ok()?.dyn_into().ok()?;
        let codes = JsFuture::from(found).await.ok()?;
        let first = Array::from(&codes).get(0);
        return Reflect::get(&first, &"rawValue".into()).ok()?.as_string();
    }
    read_canvas(canvas).await
}

#[derive(Properties, PartialEq)]
pub struct ScannerProps {
    /// The text of the first QR code seen.
    pub on_code: Callback<String>,
}

/// The camera's picture, read a few times a second until a QR code shows; the camera stops
/// when the scanner goes.
#[function_component(Scanner)]
pub fn scanner(props: &ScannerProps) -> Html {
    let i18n = crate::i18n::use_i18n();
    let video = use_node_ref();
    let problem = use_state(|| false);
    {
        let (video, problem, on_code) = (video.clone(), problem.clone(), props.on_code.clone());
        use_effect_with((), move |_| {
            let running = std::rc::Rc::new(std::cell::Cell::new(true));
            let stream: std::rc::Rc<std::cell::RefCell<Option<MediaStream>>> = Default::default();
            {
                let (running, stream) = (running.clone(), stream.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match open_camera().await {
                        Some(s) => {
                            *stream.borrow_mut() = Some(s.clone());
                            watch(video, s, running, on_code).await;
                        }
                        None => problem.set(true),
                    }
                });
            }
            move || {
                running.set(false);
                if let Some(s) = stream.borrow().as_ref() {
                    for track in s.get_tracks().iter() {
                        if let Ok(t) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                            t.stop();
                        }
                    }
                }
            }
        });
    }
    html! {
        <div class="scanner">
            if *problem {
                <p class="problem" role="alert">{ i18n.t("net-no-camera") }</p>
            } else {
                <video ref={video} class="scanner-video" muted=true playsinline=true aria-label={i18n.t("net-scan")} />
            }
        </div>
    }
}

/// The back camera, if the player lets the app use it.
async fn open_camera() -> Option<MediaStream> {
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let constraints = web_sys::MediaStreamConstraints::new();
    let video = js_sys::Object::new();
    Reflect::set(&video, &"facingMode".into(), &"environment".into()).ok()?;
    constraints.set_video(&video);
    let asked = devices.get_user_media_with_constraints(&constraints).ok()?;
    JsFuture::from(asked).await.ok()?.dyn_into().ok()
}

/// Shows the stream and reads its frames until a code is found or the scanner goes.
async fn watch(
    video: NodeRef,
    stream: MediaStream,
    running: std::rc::Rc<std::cell::Cell<bool>>,
    on_code: Callback<String>,
) {
    let Some(element) = video.cast::<HtmlVideoElement>() else {
        return;
    };
    element.set_src_object(Some(&stream));
    if let Ok(p) = element.play() {
        let _ = JsFuture::from(p).await;
    }
    let canvas: Option<HtmlCanvasElement> = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.create_element("canvas").ok())
        .and_then(|c| c.dyn_into().ok());
    let Some(canvas) = canvas else {
        return;
    };
    let context: Option<CanvasRenderingContext2d> = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into().ok());
    let Some(context) = context else {
        return;
    };
    let detector = detector();
    while running.get() {
        gloo::timers::future::TimeoutFuture::new(250).await;
        let (w, h) = (element.video_width(), element.video_height());
        if w == 0 || h == 0 {
            continue;
        }
        if (canvas.width(), canvas.height()) != (w, h) {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let _ = context.draw_image_with_html_video_element_and_dw_and_dh(
            &element,
            0.0,
            0.0,
            f64::from(w),
            f64::from(h),
        );
        if let Some(text) = detect(&canvas, detector.as_ref()).await {
            running.set(false);
            on_code.emit(text);
        }
    }
}
