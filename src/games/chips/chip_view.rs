//! A chip as drawn on screen: a disc in its family's colour with its picture and name, or a
//! face-down disc. Tapping a chip explains it (see art::face).

use super::words::{chip, chip_text};
use crate::art::{icon_name, Face, FaceState, Mention, Shape, Size, Tone};
use crate::i18n::I18n;
use chips::Kind;
use yew::prelude::*;

/// A colour family per chip, so swords, On Reveal chips and the rest read apart at a glance.
pub fn family(kind: Kind) -> Tone {
    match kind.timing() {
        chips::chip::Timing::Sword => Tone::Sword,
        chips::chip::Timing::OnReveal => Tone::Reveal,
        chips::chip::Timing::Permanent => Tone::Permanent,
        chips::chip::Timing::Normal if kind.info().count == 1 => Tone::Gold,
        chips::chip::Timing::Normal => Tone::Stone,
    }
}

/// The picture on each chip (game-icons.net names; every kind has its own).
pub fn chip_icon(kind: Kind) -> &'static str {
    match kind {
        Kind::Peasant => icon_name("farmer"),
        Kind::Merchant => icon_name("coins"),
        Kind::Thief => icon_name("cloak-dagger"),
        Kind::Artisan => icon_name("anvil"),
        Kind::Priest => icon_name("prayer"),
        Kind::Spirit => icon_name("floating-ghost"),
        Kind::Baroness => icon_name("tiara"),
        Kind::Spy => icon_name("spy"),
        Kind::Arthur => icon_name("throne-king"),
        Kind::BlackKnight => icon_name("black-knight-helm"),
        Kind::Caelia => icon_name("fairy"),
        Kind::CursedBlade => icon_name("dripping-sword"),
        Kind::Excalibur => icon_name("shining-sword"),
        Kind::FisherKing => icon_name("double-fish"),
        Kind::Galahad => icon_name("holy-grail"),
        Kind::Gawain => icon_name("heraldic-sun"),
        Kind::GreenKnight => icon_name("battle-axe"),
        Kind::Guinevere => icon_name("queen-crown"),
        Kind::LadyOfTheLake => icon_name("wave-crest"),
        Kind::Lancelot => icon_name("mounted-knight"),
        Kind::Merlin => icon_name("wizard-face"),
        Kind::Mordred => icon_name("crowned-skull"),
        Kind::Morgana => icon_name("witch-face"),
        Kind::Percival => icon_name("visored-helm"),
        Kind::Robyn => icon_name("robin-hood-hat"),
        Kind::SquireSword => icon_name("broad-dagger"),
        Kind::Uther => icon_name("dragon-head"),
    }
}

fn drawn(i18n: &I18n, kind: Kind, size: Size, inert: bool) -> Html {
    html! {
        <span class="chip-face" data-chip={kind.slug()}>
            <Face icon={chip_icon(kind)} name={chip(i18n, kind)} tone={family(kind)} shape={Shape::Disc}
                {size} explain={Some(AttrValue::from(chip_text(i18n, kind)))} {inert} slug={kind.slug()} />
        </span>
    }
}

/// A chip face up, with its name; tapping it explains it.
pub fn face(i18n: &I18n, kind: Kind) -> Html {
    drawn(i18n, kind, Size::Medium, false)
}

/// The same chip for use inside a button (never itself a button).
pub fn face_inert(i18n: &I18n, kind: Kind) -> Html {
    drawn(i18n, kind, Size::Medium, true)
}

/// The chip drawn large and inert, for the info sheet.
pub fn face_large(i18n: &I18n, kind: Kind) -> Html {
    drawn(i18n, kind, Size::Large, true)
}

/// A chip face down: its back only.
pub fn face_down() -> Html {
    html! { <Face icon="" name="" tone={Tone::Stone} shape={Shape::Disc} state={FaceState::Back} size={Size::Small} /> }
}

/// A slot of Avalon: known (memory aid) or face down. Slots may sit inside buttons, so a
/// known slot is inert and small (its name is read out, not shown).
pub fn slot(i18n: &I18n, known: Option<Kind>) -> Html {
    match known {
        Some(kind) => {
            html! { <span class="slot known">{ drawn(i18n, kind, Size::Small, true) }</span> }
        }
        None => html! { <span class="slot">{ face_down() }</span> },
    }
}

/// A chip named in the story ("chip:<slug>"), drawn as a tappable mention.
pub fn thing(i18n: &I18n, slug: &str) -> Option<Html> {
    let kind = Kind::all().find(|k| slug.strip_prefix("chip:") == Some(k.slug()))?;
    Some(html! {
        <Mention icon={chip_icon(kind)} name={chip(i18n, kind)} tone={family(kind)} shape={Shape::Disc}
            explain={chip_text(i18n, kind)} />
    })
}

/// The same chip's name in plain words.
pub fn thing_name(i18n: &I18n, slug: &str) -> String {
    Kind::all()
        .find(|k| slug.strip_prefix("chip:") == Some(k.slug()))
        .map(|k| chip(i18n, k))
        .unwrap_or_default()
}
