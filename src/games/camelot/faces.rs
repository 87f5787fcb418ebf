//! Camelot's things as faces: White cards (Fight cards in stone, Grails in gold, Specials in
//! the loyal colour), Black cards in the evil colour, knights, quests, relics and Loyalty.
//! Tapping any of them explains it.

use super::words::{
    black, black_text, knight, knight_text, quest, quest_text, travel, travel_text, white,
    white_text,
};
use crate::art::{icon_name, Die, Face, Mention, Shape, Size, Tone};
use crate::i18n::{Arg, I18n};
use camelot::cards::{black_deck, white_deck};
use camelot::travel::Travel;
use camelot::{Black, Knight, Loyalty, Morgan, Quest, White};
use yew::prelude::*;

pub fn white_icon(card: White) -> &'static str {
    match card {
        White::Fight(_) => icon_name("broadsword"),
        White::Grail => icon_name("holy-grail"),
        White::Merlin => icon_name("wizard-face"),
        White::Convocation => icon_name("trumpet-flag"),
        White::Fate => icon_name("sands-of-time"),
        White::Heroism => icon_name("laurel-crown"),
        White::LadyOfTheLake => icon_name("water-splash"),
        White::Messenger => icon_name("love-letter"),
        White::Piety => icon_name("prayer"),
        White::Clairvoyance => icon_name("crystal-ball"),
        White::Reinforcements => icon_name("rally-the-troops"),
        White::FightWild => icon_name("uncertainty"),
        White::CallForHelp => icon_name("hunting-horn"),
        White::Dispel => icon_name("magic-palm"),
        White::DivineFavor => icon_name("angel-outfit"),
        White::DragonSlayer => icon_name("sword-slice"),
        White::MerlinToTheRescue => icon_name("wizard-staff"),
        White::NewHope => icon_name("sunrise"),
        White::Tournament => icon_name("knight-banner"),
        White::Truce => icon_name("dove"),
    }
}

pub fn travel_icon(card: Travel) -> &'static str {
    match card {
        Travel::NothingHappens => icon_name("footsteps"),
        Travel::MerlinTravels => icon_name("pointy-hat"),
        Travel::Vision => icon_name("sparkles"),
        Travel::Lost => icon_name("compass"),
        Travel::Charged => icon_name("charging-bull"),
        Travel::Ambushed => icon_name("barbed-arrow"),
        Travel::Captured => icon_name("manacles"),
    }
}

/// A Travel card, red-backed: the road's good news in the loyal colour, its trials in the
/// evil one.
pub fn travel_face(i18n: &I18n, c: Travel, size: Size) -> Html {
    let tone = match c {
        Travel::NothingHappens | Travel::MerlinTravels | Travel::Vision => Tone::Good,
        _ => Tone::Evil,
    };
    card(
        travel_icon(c),
        travel(i18n, c),
        tone,
        travel_text(i18n, c),
        format!("travel-{}", c.slug()),
        size,
        false,
    )
}

pub fn white_tone(card: White) -> Tone {
    match card {
        White::Fight(_) | White::FightWild => Tone::Stone,
        White::Grail => Tone::Gold,
        _ => Tone::Good,
    }
}

pub fn black_icon(card: Black) -> &'static str {
    match card {
        Black::BlackKnight(_) => icon_name("black-knight-helm"),
        Black::LancelotDragon(..) => icon_name("spiked-dragon-head"),
        Black::Despair => icon_name("broken-heart"),
        Black::Excalibur => icon_name("sword-in-stone"),
        Black::Picts => icon_name("wolf-head"),
        Black::Saxons => icon_name("viking-helmet"),
        Black::Mercenaries => icon_name("two-coins"),
        Black::Desolation => icon_name("castle-ruins"),
        Black::DarkForest => icon_name("pine-tree"),
        Black::Guinevere => icon_name("queen-crown"),
        Black::MistsOfAvalon => icon_name("fog"),
        Black::Mordred => icon_name("crowned-skull"),
        Black::Morgan(Morgan::EveryoneLosesLife) => icon_name("witch-face"),
        Black::Morgan(_) => icon_name("witch-face"),
        Black::Vivien => icon_name("magic-swirl"),
        Black::Witch(_) => icon_name("witch-flight"),
    }
}

pub fn knight_icon(k: Knight) -> &'static str {
    match k {
        Knight::Arthur => icon_name("crown"),
        Knight::Galahad => icon_name("angel-wings"),
        Knight::Gawain => icon_name("sun"),
        Knight::Kay => icon_name("spiked-armor"),
        Knight::Palamedes => icon_name("lion"),
        Knight::Percival => icon_name("visored-helm"),
        Knight::Tristan => icon_name("horse-head"),
        Knight::Bedivere => icon_name("sword-hilt"),
        Knight::Bors => icon_name("third-eye"),
        Knight::Caradoc => icon_name("crowned-heart"),
        Knight::Gaheris => icon_name("holy-symbol"),
        Knight::Gareth => icon_name("castle"),
        Knight::Geraint => icon_name("shield-reflect"),
        Knight::Lamorak => icon_name("crossed-axes"),
        Knight::Owain => icon_name("card-exchange"),
        Knight::Squire => icon_name("swordman"),
    }
}

pub fn quest_icon(q: Quest, dragon: bool) -> &'static str {
    match q {
        Quest::BlackKnight => icon_name("black-knight-helm"),
        Quest::Lancelot if dragon => icon_name("spiked-dragon-head"),
        Quest::Lancelot => icon_name("mounted-knight"),
        Quest::Excalibur => icon_name("sword-in-stone"),
        Quest::Grail => icon_name("holy-grail"),
        Quest::PictWar => icon_name("wolf-head"),
        Quest::SaxonWar => icon_name("viking-helmet"),
    }
}

fn card(
    icon: &'static str,
    name: String,
    tone: Tone,
    explain: String,
    slug: String,
    size: Size,
    inert: bool,
) -> Html {
    html! {
        <Face {icon} {name} {tone} shape={Shape::Card} {size}
            explain={Some(AttrValue::from(explain))} {inert} {slug} />
    }
}

/// A White card in the player's hand, with what it can do now offered on a tap.
pub fn white_in_hand(
    i18n: &I18n,
    c: White,
    actions: Vec<crate::components::info_sheet::SheetAction>,
) -> Html {
    html! {
        <Face icon={white_icon(c)} name={white(i18n, c)} tone={white_tone(c)} shape={Shape::Card} size={Size::Medium}
            explain={Some(AttrValue::from(white_text(i18n, c)))} slug={format!("white-{}", c.slug())} {actions} />
    }
}

pub fn white_face(i18n: &I18n, c: White, size: Size, inert: bool) -> Html {
    card(
        white_icon(c),
        white(i18n, c),
        white_tone(c),
        white_text(i18n, c),
        format!("white-{}", c.slug()),
        size,
        inert,
    )
}

pub fn black_face(i18n: &I18n, c: Black, size: Size, inert: bool) -> Html {
    card(
        black_icon(c),
        black(i18n, c),
        Tone::Evil,
        black_text(i18n, c),
        format!("black-{}", c.slug()),
        size,
        inert,
    )
}

/// A face-down Black card: its back, and nothing readable.
pub fn black_back() -> Html {
    html! {
        <Face icon={icon_name("black-knight-helm")} name="" tone={Tone::Evil} shape={Shape::Card}
            size={Size::Small} state={crate::art::FaceState::Back} />
    }
}

pub fn knight_face(i18n: &I18n, k: Knight, size: Size) -> Html {
    card(
        knight_icon(k),
        knight(i18n, k),
        Tone::Gold,
        knight_text(i18n, k),
        format!("knight-{}", k.slug()),
        size,
        false,
    )
}

pub fn quest_face(i18n: &I18n, q: Quest, dragon: bool, size: Size) -> Html {
    let slug = if dragon && q == Quest::Lancelot {
        "quest-dragon".to_string()
    } else {
        format!("quest-{}", q.slug())
    };
    card(
        quest_icon(q, dragon),
        quest(i18n, q, dragon),
        Tone::Permanent,
        quest_text(i18n, q, dragon),
        slug,
        size,
        false,
    )
}

pub fn loyalty_face(i18n: &I18n, l: Loyalty) -> Html {
    let (icon, tone, name, text, slug) = match l {
        Loyalty::Loyal => (
            icon_name("checked-shield"),
            Tone::Good,
            "camelot-loyal",
            "camelot-loyal-text",
            "loyalty-loyal",
        ),
        Loyalty::Traitor => (
            icon_name("backstab"),
            Tone::Evil,
            "camelot-traitor",
            "camelot-traitor-text",
            "loyalty-traitor",
        ),
    };
    card(
        icon,
        i18n.t(name),
        tone,
        i18n.t(text),
        slug.into(),
        Size::Medium,
        false,
    )
}

/// The distinct cards of each deck, for glossaries and for reading story marks.
/// Every kind of White card, Merlin's Company's included.
pub fn white_kinds() -> Vec<White> {
    let mut all = white_deck(true);
    all.sort();
    all.dedup();
    all
}

/// Every kind of Black card, Merlin's Company's included.
pub fn black_kinds() -> Vec<Black> {
    let mut all = black_deck(true);
    all.sort();
    all.dedup();
    all
}

/// A card named in the story ("white:<slug>", "black:<slug>"), drawn as a tappable mention,
/// or the siege's d8 ("d8:<value>"), drawn as the die.
pub fn thing(i18n: &I18n, slug: &str) -> Option<Html> {
    if let Some(v) = slug.strip_prefix("d8:") {
        let value: u8 = v.parse().ok()?;
        let label = i18n.t_args(
            "camelot-die-shows",
            &[("value", Arg::from(u32::from(value)))],
        );
        return Some(html! {
            <span class="story-die"><Die sides={8} {value} label={label} /></span>
        });
    }
    if let Some(s) = slug.strip_prefix("white:") {
        let c = white_kinds().into_iter().find(|c| c.slug() == s)?;
        return Some(html! {
            <Mention icon={white_icon(c)} name={white(i18n, c)} tone={white_tone(c)} shape={Shape::Card} explain={white_text(i18n, c)} />
        });
    }
    if let Some(s) = slug.strip_prefix("travel:") {
        let c = camelot::travel::TRAVEL_DECK
            .iter()
            .map(|(c, _)| *c)
            .find(|c| c.slug() == s)?;
        return Some(html! {
            <Mention icon={travel_icon(c)} name={travel(i18n, c)} tone={Tone::Evil} shape={Shape::Card} explain={travel_text(i18n, c)} />
        });
    }
    let s = slug.strip_prefix("black:")?;
    let c = black_kinds().into_iter().find(|c| c.slug() == s)?;
    Some(html! {
        <Mention icon={black_icon(c)} name={black(i18n, c)} tone={Tone::Evil} shape={Shape::Card} explain={black_text(i18n, c)} />
    })
}
