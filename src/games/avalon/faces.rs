//! Avalon's things as faces: roles and loyalties, quest cards, Plot cards. Each is a card in
//! its family's colour — good blue, evil red, Plot violet — with a picture and its name, and
//! tapping it explains it. The `_inert` forms go inside buttons.

use super::words::{card, plot_card, plot_text, role, role_text};
use crate::art::{icon_name, Face, Mention, Shape, Size, Tone};
use crate::i18n::I18n;
use avalon::{Card, PlotCard, Role, Side};
use yew::prelude::*;

/// Every role, in the order the rules present them (good first).
pub const ROLES: [Role; 10] = [
    Role::Servant,
    Role::Merlin,
    Role::Percival,
    Role::GoodLancelot,
    Role::Minion,
    Role::Assassin,
    Role::Morgana,
    Role::Mordred,
    Role::Oberon,
    Role::EvilLancelot,
];

pub fn side_tone(s: Side) -> Tone {
    match s {
        Side::Good => Tone::Good,
        Side::Evil => Tone::Evil,
    }
}

pub fn role_icon(r: Role) -> &'static str {
    match r {
        Role::Servant => icon_name("knight-banner"),
        Role::Merlin => icon_name("wizard-face"),
        Role::Percival => icon_name("visored-helm"),
        Role::GoodLancelot => icon_name("mounted-knight"),
        Role::Minion => icon_name("evil-minion"),
        Role::Assassin => icon_name("hooded-assassin"),
        Role::Morgana => icon_name("witch-face"),
        Role::Mordred => icon_name("crowned-skull"),
        Role::Oberon => icon_name("imp"),
        Role::EvilLancelot => icon_name("black-knight-helm"),
    }
}

pub fn loyalty_icon(s: Side) -> &'static str {
    match s {
        Side::Good => icon_name("checked-shield"),
        Side::Evil => icon_name("skull-shield"),
    }
}

pub fn quest_card_icon(c: Card) -> &'static str {
    match c {
        Card::Success => icon_name("laurel-crown"),
        Card::Fail => icon_name("cracked-shield"),
    }
}

pub fn plot_icon(c: PlotCard) -> &'static str {
    match c {
        PlotCard::StrongLeader => icon_name("crown"),
        PlotCard::NoConfidence => icon_name("thumb-down"),
        PlotCard::CloseEye => icon_name("semi-closed-eye"),
        PlotCard::Spotlight => icon_name("magnifying-glass"),
        PlotCard::OpinionMaker => icon_name("megaphone"),
        PlotCard::TakeResponsibility => icon_name("card-pickup"),
        PlotCard::EstablishConfidence => icon_name("shaking-hands"),
        PlotCard::OverheardConversation => icon_name("conversation"),
        PlotCard::OpenUp => icon_name("open-palm"),
    }
}

/// One card face; every public function below is this with its thing's data.
fn card_face(
    icon: &'static str,
    name: String,
    tone: Tone,
    explain: String,
    slug: String,
    inert: bool,
) -> Html {
    html! {
        <Face {icon} name={name} {tone} shape={Shape::Card} size={Size::Medium}
            explain={Some(AttrValue::from(explain))} {inert} slug={slug} />
    }
}

fn role_card(i18n: &I18n, r: Role, inert: bool) -> Html {
    let slug = format!("role-{}", r.slug());
    let tone = side_tone(r.side());
    card_face(
        role_icon(r),
        role(i18n, r),
        tone,
        role_text(i18n, r),
        slug,
        inert,
    )
}

pub fn role_face(i18n: &I18n, r: Role) -> Html {
    role_card(i18n, r, false)
}

pub fn role_face_inert(i18n: &I18n, r: Role) -> Html {
    role_card(i18n, r, true)
}

fn loyalty_card(i18n: &I18n, s: Side, inert: bool) -> Html {
    let (slug, text) = match s {
        Side::Good => ("loyalty-good", "art-loyalty-good-text"),
        Side::Evil => ("loyalty-evil", "art-loyalty-evil-text"),
    };
    let (icon, tone) = (loyalty_icon(s), side_tone(s));
    // Not words::side: in French and Spanish that is the phrase "du côté du Bien", not a
    // card's name.
    let name = i18n.t(match s {
        Side::Good => "art-loyalty-good",
        Side::Evil => "art-loyalty-evil",
    });
    card_face(icon, name, tone, i18n.t(text), slug.into(), inert)
}

pub fn loyalty_face(i18n: &I18n, s: Side) -> Html {
    loyalty_card(i18n, s, false)
}

pub fn loyalty_face_inert(i18n: &I18n, s: Side) -> Html {
    loyalty_card(i18n, s, true)
}

fn quest_card(i18n: &I18n, c: Card, inert: bool) -> Html {
    let (slug, text, tone) = match c {
        Card::Success => ("card-success", "art-card-success-text", Tone::Good),
        Card::Fail => ("card-fail", "art-card-fail-text", Tone::Evil),
    };
    let icon = quest_card_icon(c);
    card_face(icon, card(i18n, c), tone, i18n.t(text), slug.into(), inert)
}

pub fn quest_card_face(i18n: &I18n, c: Card) -> Html {
    quest_card(i18n, c, false)
}

pub fn quest_card_face_inert(i18n: &I18n, c: Card) -> Html {
    quest_card(i18n, c, true)
}

fn plot(i18n: &I18n, c: PlotCard, inert: bool) -> Html {
    let slug = format!("plot-{}", c.key());
    let (icon, name, text) = (plot_icon(c), plot_card(i18n, c), plot_text(i18n, c));
    card_face(icon, name, Tone::Violet, text, slug, inert)
}

pub fn plot_face(i18n: &I18n, c: PlotCard) -> Html {
    plot(i18n, c, false)
}

pub fn plot_face_inert(i18n: &I18n, c: PlotCard) -> Html {
    plot(i18n, c, true)
}

/// A Plot card ("plot:<key>") or quest card ("card:success", "card:fail") named in the story,
/// drawn as a tappable mention.
pub fn thing(i18n: &I18n, slug: &str) -> Option<Html> {
    if let Some(key) = slug.strip_prefix("plot:") {
        let c = PlotCard::ALL.into_iter().find(|c| c.key() == key)?;
        return Some(html! {
            <Mention icon={plot_icon(c)} name={plot_card(i18n, c)} tone={Tone::Violet} shape={Shape::Card}
                explain={plot_text(i18n, c)} />
        });
    }
    let c = match slug {
        "card:success" => Card::Success,
        "card:fail" => Card::Fail,
        _ => return None,
    };
    let (tone, text) = match c {
        Card::Success => (Tone::Good, "art-card-success-text"),
        Card::Fail => (Tone::Evil, "art-card-fail-text"),
    };
    Some(html! {
        <Mention icon={quest_card_icon(c)} name={card(i18n, c)} {tone} shape={Shape::Card} explain={i18n.t(text)} />
    })
}
