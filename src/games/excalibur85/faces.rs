//! Excalibur (1985)'s things as faces: the Excalibur cards (weapons in steel, magic in gold,
//! foes in the evil colour, curses as reveals), the territory's places, the areas and the
//! missions. Tapping any of them explains it, and says it is our own design (the original
//! card book is lost).

use super::words::{area, area_text, card, card_text, mission, mission_text, place, place_text};
use crate::art::{icon_name, Die, Face, Mention, Shape, Size, Tone};
use crate::i18n::{Arg, I18n};
use excalibur85::cards::Engage;
use excalibur85::{Area, Card, Mission, Place};
use yew::prelude::*;

pub fn card_icon(c: Card) -> &'static str {
    match c {
        Card::Dagger => icon_name("plain-dagger"),
        Card::Crossbow => icon_name("crossbow"),
        Card::Lance => icon_name("barbed-spear"),
        Card::Maces => icon_name("mace-head"),
        Card::Bow => icon_name("bow-arrow"),
        Card::Shield => icon_name("shield"),
        Card::Armour => icon_name("breastplate"),
        Card::SacredGoose => icon_name("goose"),
        Card::FlyingUnicorn => icon_name("unicorn"),
        Card::MagicBook => icon_name("spell-book"),
        Card::PapalLegacy => icon_name("scroll-unfurled"),
        Card::PoisonedFruit => icon_name("poison"),
        Card::WhiteMantle => icon_name("cape"),
        Card::Ring => icon_name("ring"),
        Card::FalseSeal => icon_name("wax-seal"),
        Card::Cross => icon_name("crucifix"),
        Card::CrimsonSleeve => icon_name("sleeveless-jacket"),
        Card::Sage => icon_name("wizard-face"),
        Card::BishopOfRochester => icon_name("chess-bishop"),
        Card::Arvalan => icon_name("hooded-figure"),
        Card::BlackHand => icon_name("black-hand-shield"),
        Card::IseultTheFair => icon_name("woman-elf-face"),
        Card::Mordred => icon_name("crowned-skull"),
        Card::Monk => icon_name("monk-face"),
        Card::GalegatinTheWelsh => icon_name("mounted-knight"),
        Card::MeliadusTheBlack => icon_name("black-knight-helm"),
        Card::QueenGuinevere => icon_name("queen-crown"),
        Card::Dragon => icon_name("dragon-head"),
        Card::Leopard => icon_name("cat"),
        Card::LostElder => icon_name("walking-boot"),
        Card::Hermit => icon_name("tarot-09-the-hermit"),
        Card::Thief => icon_name("robber"),
        Card::Bandit => icon_name("hooded-assassin"),
        Card::Tyrant => icon_name("crown"),
        Card::MerlinTheMage => icon_name("wizard-staff"),
        Card::Giant => icon_name("giant"),
        Card::Sorcerer => icon_name("warlock-hood"),
        Card::Warlock => icon_name("warlock-eye"),
        Card::Entrance(a) => area_icon(a),
        Card::MorgansCurse => icon_name("cursed-star"),
        Card::Enchantment => icon_name("magic-swirl"),
        Card::SpellOfForgetting => icon_name("brain-freeze"),
        Card::MagicFog => icon_name("fog"),
        Card::Amulet => icon_name("gem-pendant"),
        Card::Elixir => icon_name("round-potion"),
        Card::Potion => icon_name("magic-potion"),
        Card::Fairy => icon_name("fairy"),
        Card::Excalibur => icon_name("broadsword"),
        Card::Monster => icon_name("monster-grasp"),
        Card::Wolf => icon_name("wolf-head"),
    }
}

pub fn card_tone(c: Card) -> Tone {
    if c == Card::Excalibur {
        Tone::Gold
    } else if c.curse().is_some() {
        Tone::Reveal
    } else if c.foe().is_some_and(|f| f.engage != Engage::Companion) || c == Card::MeliadusTheBlack
    {
        Tone::Evil
    } else if c.weapon().is_some() {
        Tone::Sword
    } else if c.magic() != (0, 0) || Card::FACE_UP.contains(&c) || c == Card::FlyingUnicorn {
        Tone::Violet
    } else if matches!(c, Card::Entrance(_)) {
        Tone::Permanent
    } else if excalibur85::missions::secondary(c).is_some() {
        Tone::Good
    } else {
        Tone::Stone
    }
}

pub fn place_icon(p: Place) -> &'static str {
    match p {
        Place::Entrada => icon_name("stone-path"),
        Place::Monastery => icon_name("church"),
        Place::Inn => icon_name("tavern-sign"),
        Place::Spring => icon_name("spring"),
        Place::Village => icon_name("village"),
        Place::Hermitage => icon_name("hut"),
        Place::MagicGround => icon_name("magic-portal"),
        Place::River => icon_name("river"),
        Place::Fog => icon_name("fog"),
        Place::Access => icon_name("mountain-road"),
        Place::Star => icon_name("falling-star"),
        Place::Camaloc => icon_name("castle"),
        Place::Prison => icon_name("prisoner"),
        Place::EnchantedHouse => icon_name("mushroom-house"),
        Place::WincesterMeadow => icon_name("grass"),
        Place::JoyousGard => icon_name("guarded-tower"),
        Place::FisherKingHouse => icon_name("fishing"),
        Place::Plain => icon_name("footprint"),
    }
}

pub fn area_icon(a: Area) -> &'static str {
    match a {
        Area::Swamp => icon_name("swamp"),
        Area::Forest => icon_name("forest"),
        Area::Lake => icon_name("water-splash"),
        Area::Well => icon_name("well"),
        Area::Cave => icon_name("cave-entrance"),
    }
}

/// Our own design, said under every designed thing's explanation.
fn designed(i18n: &I18n, text: String) -> String {
    format!("{text} {}", i18n.t("x85-our-design"))
}

fn face(
    icon: &'static str,
    name: String,
    tone: Tone,
    explain: String,
    slug: String,
    size: Size,
) -> Html {
    html! {
        <Face {icon} {name} {tone} shape={Shape::Card} {size}
            explain={Some(AttrValue::from(explain))} {slug} />
    }
}

pub fn card_face(i18n: &I18n, c: Card, size: Size) -> Html {
    face(
        card_icon(c),
        card(i18n, c),
        card_tone(c),
        designed(i18n, card_text(i18n, c)),
        format!("card-{}", c.slug()),
        size,
    )
}

/// A card seen from the back: somebody's face-down card, or one lying face down.
pub fn card_back(i18n: &I18n, size: Size) -> Html {
    html! {
        <Face icon="card-random" name={i18n.t("x85-face-down")} tone={Tone::Stone} shape={Shape::Card}
            {size} state={crate::art::face::FaceState::Back} />
    }
}

/// Whether a tile is our own design: all but the entrada, which the original describes.
pub fn place_is_ours(p: Place) -> bool {
    p != Place::Entrada
}

/// What a tile does, labelled as our design where it is.
pub fn place_explained(i18n: &I18n, p: Place) -> String {
    let text = place_text(i18n, p);
    if place_is_ours(p) {
        designed(i18n, text)
    } else {
        text
    }
}

/// What an area holds, labelled as our design.
pub fn area_explained(i18n: &I18n, a: Area) -> String {
    designed(i18n, area_text(i18n, a))
}

pub fn place_face(i18n: &I18n, p: Place, size: Size) -> Html {
    face(
        place_icon(p),
        place(i18n, p),
        Tone::Permanent,
        place_explained(i18n, p),
        format!("place-{}", p.slug()),
        size,
    )
}

/// An area's large picture for the info sheet (not itself a button).
pub fn area_picture(i18n: &I18n, a: Area) -> Html {
    html! {
        <Face icon={area_icon(a)} name={area(i18n, a)} tone={Tone::Permanent} shape={Shape::Card}
            size={Size::Large} inert=true />
    }
}

/// A tile's large picture for the info sheet (not itself a button).
pub fn place_picture(i18n: &I18n, p: Place) -> Html {
    html! {
        <Face icon={place_icon(p)} name={place(i18n, p)} tone={Tone::Permanent} shape={Shape::Card}
            size={Size::Large} inert=true />
    }
}

pub fn area_face(i18n: &I18n, a: Area, size: Size) -> Html {
    face(
        area_icon(a),
        area(i18n, a),
        Tone::Permanent,
        area_explained(i18n, a),
        format!("area-{}", a.slug()),
        size,
    )
}

pub fn mission_face(i18n: &I18n, m: Mission, size: Size) -> Html {
    face(
        icon_name("treasure-map"),
        mission(i18n, m),
        Tone::Gold,
        designed(i18n, mission_text(i18n, m)),
        format!("mission-{}", m.0),
        size,
    )
}

/// Every kind of card: the deck's and the face-up stack's. Built once: every story mention
/// looks a card up here.
pub fn every_card() -> &'static [Card] {
    static ALL: std::sync::OnceLock<Vec<Card>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = Card::deck();
        all.extend(Card::FACE_UP);
        all
    })
}

/// Every kind of tile, the entrada first. Built once, like the cards.
pub fn every_place() -> &'static [Place] {
    static ALL: std::sync::OnceLock<Vec<Place>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = vec![Place::Entrada];
        for t in excalibur85::territory::iniciatica_deck()
            .into_iter()
            .chain(excalibur85::territory::fantastica_deck())
        {
            if !all.contains(&t.place) {
                all.push(t.place);
            }
        }
        all
    })
}

/// A thing named in the story ("card:<slug>", "place:<slug>"), drawn as a tappable mention,
/// or the d12 ("d12:<value>"), drawn as the die.
pub fn thing(i18n: &I18n, slug: &str) -> Option<Html> {
    if let Some(v) = slug.strip_prefix("d12:") {
        let value: u8 = v.parse().ok()?;
        let label = i18n.t_args("x85-die-shows", &[("value", Arg::from(u32::from(value)))]);
        return Some(html! {
            <span class="story-die"><Die sides={12} {value} label={label} /></span>
        });
    }
    if let Some(s) = slug.strip_prefix("place:") {
        let p = every_place().iter().copied().find(|p| p.slug() == s)?;
        let text = place_explained(i18n, p);
        return Some(html! {
            <Mention icon={place_icon(p)} name={place(i18n, p)} tone={Tone::Permanent} shape={Shape::Card} explain={text} />
        });
    }
    let s = slug.strip_prefix("card:")?;
    let c = every_card().iter().copied().find(|c| c.slug() == s)?;
    Some(html! {
        <Mention icon={card_icon(c)} name={card(i18n, c)} tone={card_tone(c)} shape={Shape::Card} explain={designed(i18n, card_text(i18n, c))} />
    })
}
