//! Export a save to a file the player keeps; read a file the player picks.

use wasm_bindgen::JsCast;

/// Offers `text` as a download named `file_name`.
pub fn download(file_name: &str, text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "blob refused")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "url refused")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "no anchor")?
        .dyn_into()
        .map_err(|_| "no anchor")?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Reads the text of the first file chosen in a file input.
pub async fn read_chosen(input: &web_sys::HtmlInputElement) -> Option<Result<String, String>> {
    let file = input.files()?.get(0)?;
    let blob = gloo::file::Blob::from(file);
    Some(
        gloo::file::futures::read_as_text(&blob)
            .await
            .map_err(|e| e.to_string()),
    )
}
