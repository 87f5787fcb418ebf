//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use round_table::components::hand_over::HandOver;
use round_table::i18n::{I18n, Language, Translator, SOURCES};
use round_table::settings::Settings;
use std::collections::BTreeSet;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::prelude::*;
use yew_router::history::{AnyHistory, MemoryHistory};
use yew_router::Router;

wasm_bindgen_test_configure!(run_in_browser);

fn mount() -> web_sys::Element {
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    root
}

async fn click(root: &web_sys::Element, css: &str) {
    let el = root
        .query_selector(css)
        .unwrap()
        .unwrap_or_else(|| panic!("no {css}"));
    el.dyn_into::<web_sys::HtmlElement>().unwrap().click();
    yew::scheduler::flush().await;
}

#[function_component(HandOverFixture)]
fn hand_over_fixture() -> Html {
    let revealed = use_state(|| false);
    let on_reveal = {
        let r = revealed.clone();
        Callback::from(move |_| r.set(true))
    };
    let on_hide = {
        let r = revealed.clone();
        Callback::from(move |_| r.set(false))
    };
    html! {
        <HandOver name="Nimue" revealed={*revealed} {on_reveal} {on_hide} public={html! { <p>{ "PUBLIC-TABLE" }</p> }}>
            <p class="secret">{ "SECRET-HAND" }</p>
        </HandOver>
    }
}

#[wasm_bindgen_test]
async fn the_hand_over_shows_nothing_private_until_the_player_confirms() {
    let root = mount();
    yew::Renderer::<HandOverFixture>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let html = root.inner_html();
    assert!(html.contains("Pass the device to Nimue"), "{html}");
    assert!(html.contains("PUBLIC-TABLE"));
    assert!(
        !html.contains("SECRET-HAND"),
        "private content must not even be in the DOM"
    );

    click(&root, "[data-testid=reveal]").await;
    assert!(root.inner_html().contains("SECRET-HAND"));

    click(&root, "[data-testid=hide-private]").await;
    let html = root.inner_html();
    assert!(
        !html.contains("SECRET-HAND"),
        "hidden again once the player is done"
    );
    assert!(html.contains("Pass the device to Nimue"));
}

#[derive(Properties, PartialEq)]
struct ScreensProps {
    language: Language,
}

/// Home, settings and a new-game form in one language.
#[function_component(Screens)]
fn screens(props: &ScreensProps) -> Html {
    let history = AnyHistory::from(MemoryHistory::new());
    html! {
        <ContextProvider<Settings> context={Settings::default()}>
            <ContextProvider<I18n> context={I18n::new(props.language)}>
                <Router {history}>
                    <round_table::screens::home::Home />
                    <round_table::screens::settings::SettingsScreen settings={Settings::default()} on_change={Callback::noop()} />
                    <round_table::screens::new_game::NewGame game="excalibur-chips" />
                </Router>
            </ContextProvider<I18n>>
        </ContextProvider<Settings>>
    }
}

/// Visible text of every leaf element, in page order, leaving out what is never translated:
/// numbers, player names, and anything marked translate="no" or aria-hidden.
fn leaf_texts(root: &web_sys::Element) -> Vec<String> {
    let all = root.query_selector_all("*").unwrap();
    (0..all.length())
        .filter_map(|i| all.item(i)?.dyn_into::<web_sys::Element>().ok())
        .filter(|e| e.child_element_count() == 0)
        .filter(|e| {
            e.closest("[translate=no],[aria-hidden=true]")
                .ok()
                .flatten()
                .is_none()
        })
        .filter_map(|e| e.text_content())
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty() && !t.chars().all(|c| c.is_ascii_digit()))
        .collect()
}

#[wasm_bindgen_test]
async fn switching_language_changes_every_visible_string() {
    async fn render(language: Language) -> Vec<String> {
        let root = mount();
        let handle =
            yew::Renderer::<Screens>::with_root_and_props(root.clone(), ScreensProps { language })
                .render();
        yew::scheduler::flush().await;
        let texts = leaf_texts(&root);
        handle.destroy();
        root.remove();
        texts
    }
    let english = render(Language::En).await;
    assert!(english.len() > 30, "the screens rendered: {english:?}");
    for other in [Language::Fr, Language::Es] {
        let translated = render(other).await;
        assert_eq!(english.len(), translated.len(), "same screens in {other:?}");
        for (en, tr) in english.iter().zip(&translated) {
            assert_ne!(en, tr, "{en:?} is not translated into {other:?}");
        }
    }
}

#[wasm_bindgen_test]
fn every_language_has_every_message() {
    let keys = |source: &str| -> BTreeSet<String> {
        source
            .lines()
            .filter_map(|l| l.split_once(" ="))
            .map(|(k, _)| k.to_string())
            .filter(|k| {
                k.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    && !k.is_empty()
            })
            .collect()
    };
    let english = keys(SOURCES[0].1);
    for (language, source) in &SOURCES[1..] {
        assert_eq!(
            keys(source),
            english,
            "{language:?} has the same messages as English"
        );
    }
    for key in &english {
        for language in Language::ALL {
            assert!(
                Translator::new(language).has(key),
                "{key} formats in {language:?}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn the_error_screen_says_what_happened_and_offers_a_way_home() {
    let root = mount();
    round_table::panic_screen::show_in(&root, "index out of bounds <b>");
    let html = root.inner_html();
    assert!(
        html.contains(&Translator::new(Settings::load().language()).t("fatal-title")),
        "{html}"
    );
    assert!(
        html.contains("index out of bounds &lt;b&gt;"),
        "the detail is shown, escaped"
    );
    assert!(
        root.query_selector("a[href='./']").unwrap().is_some(),
        "a way home"
    );
    root.remove();
}
