//! The info sheet: what a tapped thing is and does, with optional actions. A bottom sheet on
//! phones, a centred dialog on laptops (styles/art.css). One host near the root shows it;
//! any component opens it through `use_info_sheet`.

use crate::i18n::use_i18n;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What the sheet shows.
#[derive(Clone, PartialEq)]
pub struct Info {
    pub title: String,
    pub body: String,
    /// A large copy of the thing, e.g. an inert `Face` at `Size::Large`.
    pub face: Html,
    pub actions: Vec<SheetAction>,
}

/// A button under the text. It closes the sheet, then runs `on`.
#[derive(Clone, PartialEq)]
pub struct SheetAction {
    pub label: String,
    pub testid: String,
    pub on: Callback<()>,
    pub primary: bool,
}

/// The context the host provides: opens the sheet.
#[derive(Clone, PartialEq)]
struct Opener(Callback<Info>);

/// Opens the info sheet. Without a host (component tests) it does nothing.
#[hook]
pub fn use_info_sheet() -> Callback<Info> {
    use_context::<Opener>()
        .map(|o| o.0)
        .unwrap_or_else(Callback::noop)
}

#[derive(Properties, PartialEq)]
pub struct InfoSheetHostProps {
    #[prop_or_default]
    pub children: Html,
}

fn active_element() -> Option<web_sys::HtmlElement> {
    web_sys::window()?
        .document()?
        .active_element()?
        .dyn_into::<web_sys::HtmlElement>()
        .ok()
}

/// The buttons inside the sheet, in order, for keeping Tab inside it.
fn focusables(sheet: &web_sys::Element) -> Vec<web_sys::HtmlElement> {
    let Ok(list) = sheet.query_selector_all("button:not([disabled]), a[href]") else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<web_sys::HtmlElement>().ok())
        .collect()
}

#[function_component(InfoSheetHost)]
pub fn info_sheet_host(props: &InfoSheetHostProps) -> Html {
    let i18n = use_i18n();
    let shown = use_state(|| None::<Info>);
    // The element that had focus when the sheet opened; focus returns there on close.
    let opener = use_mut_ref(|| None::<web_sys::HtmlElement>);
    let sheet_ref = use_node_ref();
    // Stable across renders, so the context does not re-render every consumer.
    let open = {
        let shown = shown.setter();
        let opener = opener.clone();
        use_callback((), move |info: Info, _| {
            *opener.borrow_mut() = active_element();
            shown.set(Some(info));
        })
    };
    let close = {
        let shown = shown.setter();
        Callback::from(move |_: ()| shown.set(None))
    };
    {
        // Focus moves into the sheet when it opens, and back to the opener when it closes.
        let sheet_ref = sheet_ref.clone();
        let opener = opener.clone();
        let is_open = shown.is_some();
        use_effect_with(is_open, move |is_open| {
            if *is_open {
                if let Some(sheet) = sheet_ref.cast::<web_sys::HtmlElement>() {
                    let _ = sheet.focus();
                }
            } else if let Some(el) = opener.borrow_mut().take() {
                if el.is_connected() {
                    let _ = el.focus();
                }
            }
        });
    }
    let layer = shown.as_ref().map(|info| {
        let onkeydown = {
            let close = close.clone();
            let sheet_ref = sheet_ref.clone();
            Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
                "Escape" => {
                    e.prevent_default();
                    close.emit(());
                }
                "Tab" => {
                    // aria-modal: Tab cycles through the sheet's own buttons.
                    let Some(sheet) = sheet_ref.cast::<web_sys::Element>() else {
                        return;
                    };
                    let items = focusables(&sheet);
                    let (Some(first), Some(last)) = (items.first(), items.last()) else {
                        return;
                    };
                    let active = active_element();
                    let at = |el: &web_sys::HtmlElement| active.as_ref() == Some(el);
                    let sheet_itself = active
                        .as_ref()
                        .is_some_and(|a| sheet_ref.cast::<web_sys::HtmlElement>().as_ref() == Some(a));
                    if e.shift_key() && (at(first) || sheet_itself) {
                        e.prevent_default();
                        let _ = last.focus();
                    } else if !e.shift_key() && at(last) {
                        e.prevent_default();
                        let _ = first.focus();
                    }
                }
                _ => {}
            })
        };
        let actions = info.actions.iter().map(|a| {
            let onclick = {
                let close = close.clone();
                let on = a.on.clone();
                Callback::from(move |_: MouseEvent| {
                    close.emit(());
                    on.emit(());
                })
            };
            html! {
                <button type="button" class={classes!("sheet-action", a.primary.then_some("primary"))}
                    data-testid={a.testid.clone()} {onclick}>{ a.label.clone() }</button>
            }
        });
        let on_backdrop = {
            let close = close.clone();
            Callback::from(move |_: MouseEvent| close.emit(()))
        };
        let on_close = {
            let close = close.clone();
            Callback::from(move |_: MouseEvent| close.emit(()))
        };
        html! {
            <div class="sheet-layer">
                <div class="sheet-backdrop" aria-hidden="true" onclick={on_backdrop}></div>
                <div class="sheet" role="dialog" aria-modal="true" aria-labelledby="info-sheet-title"
                    data-testid="info-sheet" tabindex="-1" ref={sheet_ref.clone()} {onkeydown}>
                    <h2 id="info-sheet-title" class="sheet-title">{ info.title.clone() }</h2>
                    <div class="sheet-face">{ info.face.clone() }</div>
                    <p class="sheet-body">{ info.body.clone() }</p>
                    <div class="sheet-actions">
                        { for actions }
                        <button type="button" class="ghost sheet-close" data-testid="sheet-close"
                            onclick={on_close}>{ i18n.t("sheet-close") }</button>
                    </div>
                </div>
            </div>
        }
    });
    html! {
        <ContextProvider<Opener> context={Opener(open)}>
            { props.children.clone() }
            // One node whether open or not: Yew matches unkeyed children from the end, so a
            // node appearing after the children would make it rebuild them (and lose focus).
            { layer.unwrap_or_default() }
        </ContextProvider<Opener>>
    }
}
