//! Component tests in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use round_table::components::hand_over::HandOver;
use round_table::i18n::{I18n, Language, Translator, ALL};
use round_table::settings::Settings;
use std::collections::BTreeSet;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use yew::prelude::*;
use yew_router::history::{AnyHistory, MemoryHistory};
use yew_router::Router;

wasm_bindgen_test_configure!(run_in_browser);

#[path = "web/allocator.rs"]
mod allocator;

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

#[function_component(OpenPassFixture)]
fn open_pass_fixture() -> Html {
    let passed = use_state(|| false);
    let on_pass = {
        let p = passed.clone();
        Some(Callback::from(move |()| p.set(true)))
    };
    html! {
        <>
            <HandOver name="Nimue" revealed=false on_reveal={Callback::noop()} on_hide={Callback::noop()} {on_pass}>
                <p class="secret">{ "SECRET-HAND" }</p>
            </HandOver>
            if *passed { <p data-testid="passed">{ "PASSED" }</p> }
        </>
    }
}

#[wasm_bindgen_test]
async fn out_of_turn_a_player_can_pass_without_taking_the_device() {
    let root = mount();
    yew::Renderer::<OpenPassFixture>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    click(&root, "[data-testid=pass-in-the-open]").await;
    let html = root.inner_html();
    assert!(html.contains("PASSED"), "{html}");
    assert!(!html.contains("SECRET-HAND"), "nothing private was shown");
    root.remove();
}

#[derive(Properties, PartialEq)]
struct ScreensProps {
    language: Language,
}

/// Settings and a new-game form in one language.
#[function_component(Screens)]
fn screens(props: &ScreensProps) -> Html {
    let history = AnyHistory::from(MemoryHistory::new());
    html! {
        <ContextProvider<Settings> context={Settings::default()}>
            <ContextProvider<I18n> context={I18n::new(props.language)}>
                <Router {history}>
                    <round_table::screens::settings::SettingsScreen settings={Settings::default()} on_change={Callback::noop()} />
                    <round_table::screens::new_game::NewGame game="excalibur-chips">
                        { (round_table::games::chips::MODULE.setup)() }
                    </round_table::screens::new_game::NewGame>
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
    // Each catalogue (shared, then each game's) has the same messages in every language,
    // and no message is in two catalogues.
    let mut english = BTreeSet::new();
    for catalogue in ALL {
        let own = keys(catalogue.source(Language::En));
        for language in &Language::ALL[1..] {
            assert_eq!(
                keys(catalogue.source(*language)),
                own,
                "{language:?} has the same messages as English in {}",
                catalogue.name
            );
        }
        assert!(
            english.is_disjoint(&own),
            "{} repeats messages of another catalogue",
            catalogue.name
        );
        english.extend(own);
    }
    // One translator a language: building one parses every catalogue, and building one a
    // key held the page for seconds.
    for language in Language::ALL {
        let translator = Translator::new(language);
        for key in &english {
            assert!(translator.has(key), "{key} formats in {language:?}");
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

/// Every face the games draw, each in a `.case` with `data-case` naming it.
#[function_component(AllFaces)]
fn all_faces() -> Html {
    use round_table::games::avalon::faces;
    use round_table::games::chips::chip_view;
    let i18n = I18n::new(Language::En);
    let case = |id: String, face: Html| html! { <div class="case" data-case={id}>{ face }</div> };
    let chips = chips::chip::CHIP_TYPES.iter().map(|t| {
        case(
            format!("chip-{}", t.kind.slug()),
            chip_view::face(&i18n, t.kind),
        )
    });
    let roles = faces::ROLES
        .iter()
        .map(|r| case(format!("role-{}", r.slug()), faces::role_face(&i18n, *r)));
    let loyalties = [avalon::Side::Good, avalon::Side::Evil]
        .into_iter()
        .map(|s| case(format!("loyalty-{s:?}"), faces::loyalty_face(&i18n, s)));
    let cards = [avalon::Card::Success, avalon::Card::Fail]
        .into_iter()
        .map(|c| case(format!("card-{c:?}"), faces::quest_card_face(&i18n, c)));
    let plots = avalon::PlotCard::ALL
        .iter()
        .map(|c| case(format!("plot-{}", c.key()), faces::plot_face(&i18n, *c)));
    html! {
        <>
            { for chips }{ for roles }{ for loyalties }{ for cards }{ for plots }
        </>
    }
}

fn attr(el: &web_sys::Element, name: &str) -> String {
    el.get_attribute(name).unwrap_or_default()
}

#[wasm_bindgen_test]
async fn every_chip_role_loyalty_quest_card_and_plot_card_has_a_named_face_with_an_icon() {
    let root = mount();
    yew::Renderer::<AllFaces>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let cases = root.query_selector_all(".case").unwrap();
    let expected = chips::chip::CHIP_TYPES.len()
        + round_table::games::avalon::faces::ROLES.len()
        + 2
        + 2
        + avalon::PlotCard::ALL.len();
    assert_eq!(cases.length() as usize, expected);
    let mut chip_icons = BTreeSet::new();
    for i in 0..cases.length() {
        let case: web_sys::Element = cases.item(i).unwrap().dyn_into().unwrap();
        let id = attr(&case, "data-case");
        let face = case
            .query_selector(".face")
            .unwrap()
            .unwrap_or_else(|| panic!("{id}: no face"));
        assert_eq!(
            face.tag_name(),
            "BUTTON",
            "{id}: a face with a text is tappable"
        );
        let href = face
            .query_selector("svg.icon use")
            .unwrap()
            .map(|u| attr(&u, "href"))
            .unwrap_or_default();
        let icon = href
            .strip_prefix("art/icons.svg#")
            .unwrap_or_else(|| panic!("{id}: icon from the sprite, got {href:?}"));
        assert!(!icon.is_empty(), "{id}");
        // The accessible name of a button without aria-label is its text, less what is
        // aria-hidden (the icon and the hover card).
        let name = face
            .query_selector(".face-name")
            .unwrap()
            .and_then(|n| n.text_content())
            .unwrap_or_default();
        let name = name.trim();
        assert!(!name.is_empty(), "{id}: a name");
        assert!(
            !name.starts_with("chip-") && !name.starts_with("avalon-") && !name.starts_with("art-"),
            "{id}: the name is translated, not a key: {name}"
        );
        assert!(
            face.closest("[aria-hidden=true]").unwrap().is_none(),
            "{id}: the name is not hidden from screen readers"
        );
        assert!(!attr(&face, "title").is_empty(), "{id}: explained on hover");
        if let Some(slug) = id.strip_prefix("chip-") {
            assert!(
                case.query_selector(&format!("[data-chip='{slug}']"))
                    .unwrap()
                    .is_some(),
                "{id}: data-chip kept for the end-to-end tests"
            );
            chip_icons.insert(icon.to_string());
        }
    }
    assert_eq!(
        chip_icons.len(),
        chips::chip::CHIP_TYPES.len(),
        "each chip type has its own icon: {chip_icons:?}"
    );
    root.remove();
}

#[wasm_bindgen_test]
fn every_chip_type_has_its_own_icon_name() {
    use round_table::games::chips::chip_view::chip_icon;
    let names: BTreeSet<&str> = chips::chip::CHIP_TYPES
        .iter()
        .map(|t| chip_icon(t.kind))
        .collect();
    assert_eq!(names.len(), chips::chip::CHIP_TYPES.len(), "{names:?}");
}

#[function_component(FaceStates)]
fn face_states() -> Html {
    use round_table::art::{Face, FaceState, Shape, Tone};
    let explain = Some(AttrValue::from("It does a thing."));
    html! {
        <>
            <div id="tappable"><Face icon="shining-sword" name="Excalibur" tone={Tone::Sword} shape={Shape::Disc} explain={explain.clone()} slug="excalibur" /></div>
            <div id="inert"><Face icon="shining-sword" name="Excalibur" tone={Tone::Sword} shape={Shape::Disc} explain={explain.clone()} inert=true /></div>
            <div id="plain"><Face icon="knight-banner" name="Servant" tone={Tone::Good} shape={Shape::Card} /></div>
            <div id="back"><Face icon="shining-sword" name="Excalibur" tone={Tone::Sword} shape={Shape::Disc} state={FaceState::Back} explain={explain} slug="excalibur" /></div>
        </>
    }
}

#[wasm_bindgen_test]
async fn a_tappable_face_is_a_button_and_a_face_down_one_says_nothing() {
    let root = mount();
    yew::Renderer::<FaceStates>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let face = |id: &str| {
        root.query_selector(&format!("#{id} .face"))
            .unwrap()
            .unwrap()
    };
    let tappable = face("tappable");
    assert_eq!(tappable.tag_name(), "BUTTON");
    assert_eq!(attr(&tappable, "type"), "button");
    assert_eq!(attr(&tappable, "data-face"), "excalibur");
    assert_eq!(
        face("inert").tag_name(),
        "SPAN",
        "inside a button, never a button"
    );
    assert_eq!(
        face("plain").tag_name(),
        "SPAN",
        "nothing to explain, nothing to tap"
    );
    let back = face("back");
    assert_eq!(back.tag_name(), "SPAN");
    let text = back.text_content().unwrap_or_default();
    assert!(text.trim().is_empty(), "a back shows no name: {text:?}");
    assert!(
        back.query_selector("use").unwrap().is_none(),
        "nor its icon"
    );
    assert!(
        !back.outer_html().contains("excalibur"),
        "{}",
        back.outer_html()
    );
    assert!(!back.outer_html().contains("Excalibur"));
    root.remove();
}

#[function_component(SheetFixture)]
fn sheet_fixture() -> Html {
    use round_table::art::{Face, Shape, Tone};
    use round_table::components::info_sheet::InfoSheetHost;
    html! {
        <InfoSheetHost>
            <Face icon="holy-grail" name="Galahad" tone={Tone::Reveal} shape={Shape::Disc}
                explain={Some(AttrValue::from("Keeps one chip safe."))} slug="galahad" />
        </InfoSheetHost>
    }
}

#[wasm_bindgen_test]
async fn tapping_a_face_opens_the_info_sheet_and_closing_it_returns_focus() {
    let root = mount();
    yew::Renderer::<SheetFixture>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    assert!(root
        .query_selector("[data-testid=info-sheet]")
        .unwrap()
        .is_none());
    let face: web_sys::HtmlElement = root
        .query_selector("[data-face=galahad]")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    face.focus().unwrap();
    face.click();
    yew::scheduler::flush().await;
    let sheet = root
        .query_selector("[data-testid=info-sheet]")
        .unwrap()
        .expect("the sheet opens");
    assert_eq!(attr(&sheet, "role"), "dialog");
    assert_eq!(attr(&sheet, "aria-modal"), "true");
    let title_id = attr(&sheet, "aria-labelledby");
    let title = root
        .query_selector(&format!("#{title_id}"))
        .unwrap()
        .and_then(|t| t.text_content());
    assert_eq!(title.as_deref(), Some("Galahad"));
    assert!(sheet
        .text_content()
        .unwrap_or_default()
        .contains("Keeps one chip safe."));
    assert!(
        sheet.query_selector(".face.size-large").unwrap().is_some(),
        "a large copy of the face"
    );
    assert!(
        sheet.query_selector("button.face").unwrap().is_none(),
        "the copy is not a button"
    );
    let document = web_sys::window().unwrap().document().unwrap();
    let focused = document.active_element().unwrap();
    assert!(sheet.contains(Some(&focused)), "focus moved into the sheet");
    click(&root, "[data-testid=sheet-close]").await;
    assert!(root
        .query_selector("[data-testid=info-sheet]")
        .unwrap()
        .is_none());
    let focused = document.active_element().unwrap();
    assert_eq!(
        attr(&focused, "data-face"),
        "galahad",
        "focus is back on the face, not on {}",
        focused.tag_name()
    );
    root.remove();
}

#[function_component(TablePieces)]
fn table_pieces() -> Html {
    use round_table::art::{Die, Panel, SeatBadge, Token, Tone, Track};
    html! {
        <Panel title="Quests" icon={Some("crossed-swords")} testid="panel">
            <Track label="Rejected teams" steps={5} filled={2} tone={Tone::Evil}
                labels={vec![AttrValue::from("2"), AttrValue::from("3")]} current={Some(2)} testid="track" />
            <Token icon="card-pickup" count={4} label="Plot cards left: 4" testid="token" />
            <SeatBadge name="Nimue" bot={Some(1)} status={Some(AttrValue::from("thinking"))} active=true testid="seat">
                <Die sides={12} value={9} label="Combat roll: 9" testid="die" />
            </SeatBadge>
        </Panel>
    }
}

#[wasm_bindgen_test]
async fn panels_tracks_tokens_seats_and_dice_say_what_they_show() {
    let root = mount();
    yew::Renderer::<TablePieces>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let one = |css: &str| {
        root.query_selector(css)
            .unwrap()
            .unwrap_or_else(|| panic!("no {css}"))
    };
    assert!(one("[data-testid=panel] h3")
        .text_content()
        .unwrap()
        .contains("Quests"));
    let track = one("[data-testid=track]");
    assert!(track.text_content().unwrap().contains("Rejected teams 2/5"));
    assert_eq!(track.query_selector_all(".art-step").unwrap().length(), 5);
    assert_eq!(
        track
            .query_selector_all(".art-step.is-filled")
            .unwrap()
            .length(),
        2
    );
    assert!(track
        .query_selector(".art-step.is-current")
        .unwrap()
        .is_some());
    assert_eq!(
        attr(&one("[data-testid=token]"), "aria-label"),
        "Plot cards left: 4"
    );
    let seat = one("[data-testid=seat]");
    assert_eq!(attr(&seat, "aria-current"), "true");
    let text = seat.text_content().unwrap();
    assert!(
        text.contains("Nimue") && text.contains("Bot: steady") && text.contains("thinking"),
        "{text}"
    );
    let die = one("[data-testid=die]");
    assert!(attr(&die, "class").contains("d12"));
    assert_eq!(attr(&die, "aria-label"), "Combat roll: 9");
    root.remove();
}

#[wasm_bindgen_test]
fn the_page_lists_the_games_of_the_catalogue() {
    // index.html draws the home screen without wasm, from its own list of the games.
    let page = include_str!("../index.html");
    for game in round_table::catalog::GAMES {
        let entry = format!(
            "{{ id: \"{}\", min: {}, max: {}, playable: {} }}",
            game.id, game.min_seats, game.max_seats, game.playable
        );
        assert!(page.contains(&entry), "index.html lacks {entry}");
    }
    assert_eq!(
        page.matches("playable: ").count(),
        round_table::catalog::GAMES.len()
    );
}

#[function_component(ExplainedFixture)]
fn explained_fixture() -> Html {
    use round_table::art::{Explained, Panel, Token};
    use round_table::components::info_sheet::InfoSheetHost;
    html! {
        <InfoSheetHost>
            <Panel title="Holy Grail" explain={Some(AttrValue::from("Seven spots to fill."))}>
                <Explained title="The decks" body="White cards left: 15." testid="decks">
                    <Token icon="card-draw" count={15} label="White cards left: 15" />
                </Explained>
            </Panel>
        </InfoSheetHost>
    }
}

#[wasm_bindgen_test]
async fn a_panel_title_and_a_counter_explain_themselves_on_a_tap() {
    let root = mount();
    yew::Renderer::<ExplainedFixture>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    for (target, words) in [
        (".art-panel-explain", "Seven spots to fill."),
        ("[data-testid=decks]", "White cards left: 15."),
    ] {
        let button = root.query_selector(target).unwrap().expect(target);
        assert_eq!(button.tag_name(), "BUTTON", "{target} is a button");
        click(&root, target).await;
        let sheet = root
            .query_selector("[data-testid=info-sheet]")
            .unwrap()
            .expect("the sheet opens");
        assert!(
            sheet.text_content().unwrap_or_default().contains(words),
            "{target}"
        );
        click(&root, "[data-testid=sheet-close]").await;
    }
    root.remove();
}

/// A join code's QR code, drawn as the host shows it (SVG) and photographed into a canvas,
/// reads back with the decoder the app scans frames with.
#[wasm_bindgen_test]
async fn a_join_qr_code_reads_back_with_the_apps_decoder() {
    use wasm_bindgen_futures::JsFuture;
    let text = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQMFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPI";
    let (svg, version) = rt_net::qr::svg(text).expect("a QR code");
    assert!(version <= 7, "version {version}");
    let document = web_sys::window().unwrap().document().unwrap();
    let image: web_sys::HtmlImageElement =
        document.create_element("img").unwrap().dyn_into().unwrap();
    let loaded = js_sys::Promise::new(&mut |resolve, _| image.set_onload(Some(&resolve)));
    let url = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&svg))
    );
    image.set_src(&url);
    JsFuture::from(loaded).await.unwrap();
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    let side = 400;
    canvas.set_width(side);
    canvas.set_height(side);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    context.set_fill_style_str("white");
    context.fill_rect(0.0, 0.0, f64::from(side), f64::from(side));
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 40.0, 40.0, 320.0, 320.0)
        .unwrap();
    // The app's decoder, as the scanner's module (qr-reader) runs it on the canvas's grey.
    let (w, h, grey) = round_table::net::scan::grey_canvas(&canvas).unwrap();
    assert_eq!(
        rt_net::qr::read(w as usize, h as usize, &grey).as_deref(),
        Some(text)
    );
}

#[function_component(PaintedFixture)]
fn painted_fixture() -> Html {
    let painted = round_table::components::after_paint::use_painted();
    html! {
        <>
            <p>{ "FIRST" }</p>
            if painted {
                <p>{ "LATER" }</p>
                <round_table::components::after_paint::Later stage={2}><p>{ "LAST" }</p></round_table::components::after_paint::Later>
            }
        </>
    }
}

// Which of the watched words came onto the page together: a list of groups, in order of
// coming, each written "A+B" (a MutationObserver's answers come after each task's changes).
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = "
export function watch_words(root, words) {
  const seen = { groups: [] };
  const found = new Set();
  new MutationObserver(() => {
    const html = root.innerHTML;
    const now = words.filter((w) => !found.has(w) && html.includes(w));
    now.forEach((w) => found.add(w));
    if (now.length) seen.groups.push(now.join('+'));
  }).observe(root, { subtree: true, childList: true, characterData: true });
  return seen;
}
export function groups(seen) { return seen.groups.join(','); }
")]
extern "C" {
    fn watch_words(root: &web_sys::Element, words: Vec<String>) -> wasm_bindgen::JsValue;
    fn groups(seen: &wasm_bindgen::JsValue) -> String;
}

#[wasm_bindgen_test]
async fn what_a_table_draws_later_comes_once_its_first_draw_has_painted() {
    let root = mount();
    let seen = watch_words(&root, vec!["FIRST".into(), "LATER".into(), "LAST".into()]);
    yew::Renderer::<PaintedFixture>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let html = root.inner_html();
    assert!(html.contains("FIRST") && !html.contains("LATER"), "{html}");
    // A frame, then the timer set from it: waited for, however busy the machine.
    // A second stage comes a frame after the first.
    for _ in 0..200 {
        if root.inner_html().contains("LAST") {
            break;
        }
        gloo::timers::future::TimeoutFuture::new(25).await;
        yew::scheduler::flush().await;
    }
    assert!(root.inner_html().contains("LATER"), "{}", root.inner_html());
    assert!(root.inner_html().contains("LAST"), "{}", root.inner_html());
    // Each stage in a task of its own, in order.
    assert_eq!(groups(&seen), "FIRST,LATER,LAST");
    // Once the module has painted, a screen draws whole at once.
    let again = mount();
    yew::Renderer::<PaintedFixture>::with_root(again.clone()).render();
    yew::scheduler::flush().await;
    assert!(
        again.inner_html().contains("LATER") && again.inner_html().contains("LAST"),
        "{}",
        again.inner_html()
    );
}
