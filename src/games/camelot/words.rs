//! Shadows over Camelot in words: cards, knights, quests, and the story of a game.

use crate::art::mention::mark;
use crate::games::session::Seating;
use crate::games::table_frame::{tell, Chapter};
use crate::i18n::{Arg, I18n};
use camelot::talk::{Statement, Suit};
use camelot::{Black, CamelotEvent, Ending, EvilChoice, Knight, Place, Quest, White};
use rt_core::Seat;

/// The key of a card's words: `camelot-white-fight`, `camelot-black-morgan-life`…
fn white_key(card: White) -> String {
    match card {
        White::Fight(_) => "camelot-white-fight".into(),
        other => format!("camelot-white-{}", other.slug()),
    }
}

fn black_key(card: Black) -> String {
    match card {
        Black::BlackKnight(_) => "camelot-black-black-knight".into(),
        Black::LancelotDragon(..) => "camelot-black-lancelot-dragon".into(),
        other => format!("camelot-black-{}", other.slug()),
    }
}

fn card_args(white: Option<White>, black: Option<Black>) -> Vec<(&'static str, Arg)> {
    match (white, black) {
        (Some(White::Fight(v)), _) => vec![("value", Arg::from(u32::from(v)))],
        (_, Some(Black::BlackKnight(v))) => vec![("value", Arg::from(u32::from(v)))],
        (_, Some(Black::LancelotDragon(l, d))) => {
            vec![
                ("lancelot", Arg::from(u32::from(l))),
                ("dragon", Arg::from(u32::from(d))),
            ]
        }
        _ => Vec::new(),
    }
}

pub fn white(i18n: &I18n, card: White) -> String {
    i18n.t_args(&white_key(card), &card_args(Some(card), None))
}

pub fn white_text(i18n: &I18n, card: White) -> String {
    i18n.t_args(
        &format!("{}-text", white_key(card)),
        &card_args(Some(card), None),
    )
}

pub fn black(i18n: &I18n, card: Black) -> String {
    i18n.t_args(&black_key(card), &card_args(None, Some(card)))
}

pub fn black_text(i18n: &I18n, card: Black) -> String {
    i18n.t_args(
        &format!("{}-text", black_key(card)),
        &card_args(None, Some(card)),
    )
}

pub fn knight(i18n: &I18n, k: Knight) -> String {
    i18n.t(&format!("camelot-knight-{}", k.slug()))
}

/// What a knight's power does; a power of our own design says so.
pub fn knight_text(i18n: &I18n, k: Knight) -> String {
    let text = i18n.t(&format!("camelot-knight-{}-text", k.slug()));
    if k.is_design() {
        format!("{text} {}", i18n.t("camelot-design-note"))
    } else {
        text
    }
}

/// A quest's name; the Lancelot board is named for the stage it is at.
pub fn quest(i18n: &I18n, q: Quest, dragon: bool) -> String {
    if q == Quest::Lancelot && dragon {
        return i18n.t("camelot-quest-dragon");
    }
    i18n.t(&format!("camelot-quest-{}", q.slug()))
}

pub fn quest_text(i18n: &I18n, q: Quest, dragon: bool) -> String {
    if q == Quest::Lancelot && dragon {
        return i18n.t("camelot-quest-dragon-text");
    }
    i18n.t(&format!("camelot-quest-{}-text", q.slug()))
}

pub fn place(i18n: &I18n, p: Place, dragon: bool) -> String {
    match p {
        Place::Camelot => i18n.t("camelot-place-camelot"),
        Place::Quest(q) => quest(i18n, q, dragon),
    }
}

pub fn evil(i18n: &I18n, choice: EvilChoice) -> String {
    i18n.t(match choice {
        EvilChoice::DrawBlack => "camelot-evil-draw-black",
        EvilChoice::AddEngine => "camelot-evil-add-engine",
        EvilChoice::LoseLife => "camelot-evil-lose-life",
    })
}

pub fn statement(i18n: &I18n, seating: &Seating, s: Statement, dragon: bool) -> String {
    let name = |seat: Seat| Arg::from(seating.name(seat));
    match s {
        Statement::CanHelp(q) => i18n.t_args(
            "camelot-say-can-help",
            &[("place", quest(i18n, q, dragon).into())],
        ),
        Statement::Strong(Suit::Grails) => i18n.t("camelot-say-strong-grails"),
        Statement::Strong(Suit::Fights) => i18n.t("camelot-say-strong-fights"),
        Statement::Strong(Suit::Specials) => i18n.t("camelot-say-strong-specials"),
        Statement::Weak => i18n.t("camelot-say-weak"),
        Statement::WillFeed(c) => i18n.t(match c {
            EvilChoice::DrawBlack => "camelot-say-will-feed-draw-black",
            EvilChoice::AddEngine => "camelot-say-will-feed-add-engine",
            EvilChoice::LoseLife => "camelot-say-will-feed-lose-life",
        }),
        Statement::Suspect(seat) => i18n.t_args("camelot-say-suspect", &[("name", name(seat))]),
        Statement::Trust(seat) => i18n.t_args("camelot-say-trust", &[("name", name(seat))]),
    }
}

pub fn ending(i18n: &I18n, e: Ending, white: u8, black: u8) -> String {
    match e {
        Ending::Swords { .. } => i18n.t_args(
            "camelot-end-swords",
            &[
                ("white", Arg::from(u32::from(white))),
                ("black", Arg::from(u32::from(black))),
            ],
        ),
        Ending::TwelveEngines => i18n.t("camelot-end-engines"),
        Ending::SevenBlackSwords => i18n.t("camelot-end-black-swords"),
        Ending::AllLoyalDead => i18n.t("camelot-end-deaths"),
    }
}

/// A Travel card's name (§12.3).
pub fn travel(i18n: &I18n, card: camelot::travel::Travel) -> String {
    i18n.t(&format!("camelot-travel-{}", card.slug()))
}

/// What a Travel card does; the three challenges whose printed text is lost say they are
/// our design.
pub fn travel_text(i18n: &I18n, card: camelot::travel::Travel) -> String {
    let text = i18n.t(&format!("camelot-travel-{}-text", card.slug()));
    if card.is_design() {
        format!("{text} {}", i18n.t("camelot-design-note"))
    } else {
        text
    }
}

/// A card named in a story line, drawn tappable (`thing` in faces.rs reads the marks).
pub fn white_mark(card: White) -> String {
    mark(&format!("white:{}", card.slug()))
}

pub fn travel_mark(card: camelot::travel::Travel) -> String {
    mark(&format!("travel:{}", card.slug()))
}

pub fn black_mark(card: Black) -> String {
    mark(&format!("black:{}", card.slug()))
}

/// The log as chapters: the opening, then one a turn.
pub fn story(
    i18n: &I18n,
    seating: &Seating,
    view: &camelot::View,
    _viewer: Option<Seat>,
    events: &[&CamelotEvent],
) -> Vec<Chapter> {
    let mut chapters = vec![Chapter::titled(i18n.t("camelot-chapter-opening"))];
    for event in events {
        if let CamelotEvent::TurnBegan { seat, .. } = event {
            chapters.push(Chapter::titled(i18n.t_args(
                "camelot-chapter-turn",
                &[("name", Arg::from(seating.name(*seat)))],
            )));
            continue;
        }
        tell(&mut chapters, describe(i18n, seating, view, event));
    }
    chapters
}

pub fn describe(
    i18n: &I18n,
    seating: &Seating,
    view: &camelot::View,
    event: &CamelotEvent,
) -> Option<String> {
    let name = |s: &Seat| Arg::from(seating.name(*s));
    let dragon = view.lancelot == camelot::view::LancelotStage::Dragon;
    let at = |q: &Quest| Arg::from(quest(i18n, *q, dragon && *q == Quest::Lancelot));
    let cards = |list: &[White]| {
        list.iter()
            .map(|c| white_mark(*c))
            .collect::<Vec<_>>()
            .join(", ")
    };
    Some(match event {
        CamelotEvent::Laid { card: Some(_), .. } | CamelotEvent::TurnBegan { .. } => return None,
        CamelotEvent::Knighted { seat, knight: k } => i18n.t_args(
            "camelot-log-knighted",
            &[("name", name(seat)), ("knight", knight(i18n, *k).into())],
        ),
        CamelotEvent::Laid { seat, card: None } => {
            i18n.t_args("camelot-log-laid", &[("name", name(seat))])
        }
        CamelotEvent::OpeningRevealed { cards: c } => {
            i18n.t_args("camelot-log-opening", &[("cards", cards(c).into())])
        }
        CamelotEvent::EvilChosen { seat, choice } => i18n.t_args(
            "camelot-log-evil",
            &[("name", name(seat)), ("choice", evil(i18n, *choice).into())],
        ),
        CamelotEvent::YouDrew { card } => {
            i18n.t_args("camelot-you-drew", &[("card", black_mark(*card).into())])
        }
        CamelotEvent::BlackRevealed { seat, card } => i18n.t_args(
            "camelot-log-black",
            &[("name", name(seat)), ("card", black_mark(*card).into())],
        ),
        CamelotEvent::BlackPlaced {
            seat,
            quest: q,
            card: Some(c),
        } => i18n.t_args(
            "camelot-log-black-placed",
            &[
                ("name", name(seat)),
                ("card", black_mark(*c).into()),
                ("place", at(q)),
            ],
        ),
        CamelotEvent::BlackPlaced {
            seat,
            quest: q,
            card: None,
        } => i18n.t_args(
            "camelot-log-black-placed-down",
            &[("name", name(seat)), ("place", at(q))],
        ),
        CamelotEvent::QuestOverEngine { card } => i18n.t_args(
            "camelot-log-quest-over-engine",
            &[("card", black_mark(*card).into())],
        ),
        CamelotEvent::EngineAdded { total } => i18n.t_args(
            "camelot-log-engines",
            &[("count", Arg::from(u32::from(*total)))],
        ),
        CamelotEvent::EngineRemoved { total } => i18n.t_args(
            "camelot-log-engine-removed",
            &[("count", Arg::from(u32::from(*total)))],
        ),
        CamelotEvent::FigureAdded { quest: q, figures } => i18n.t_args(
            "camelot-log-figure",
            &[("place", at(q)), ("count", Arg::from(u32::from(*figures)))],
        ),
        CamelotEvent::ExcaliburMoved { position } => i18n.t_args(
            "camelot-log-excalibur",
            &[(
                "steps",
                Arg::from(u32::from(10u8.saturating_sub(*position))),
            )],
        ),
        CamelotEvent::GrailTrack { .. } | CamelotEvent::Reshuffled => return None,
        CamelotEvent::Moved { seat, to } => i18n.t_args(
            "camelot-log-moved",
            &[
                ("name", name(seat)),
                ("place", place(i18n, *to, dragon).into()),
            ],
        ),
        CamelotEvent::Played {
            seat,
            quest: q,
            card,
        } => i18n.t_args(
            "camelot-log-played",
            &[
                ("name", name(seat)),
                ("card", white_mark(*card).into()),
                ("place", at(q)),
            ],
        ),
        CamelotEvent::DrewWhite { seat, count } => i18n.t_args(
            "camelot-log-drew-white",
            &[
                ("name", name(seat)),
                ("count", Arg::from(u32::from(*count))),
            ],
        ),
        CamelotEvent::YouGot { cards: c } => {
            i18n.t_args("camelot-you-got", &[("cards", cards(c).into())])
        }
        CamelotEvent::YouSee { cards: c } => {
            let list = c
                .iter()
                .map(|b| black_mark(*b))
                .collect::<Vec<_>>()
                .join(", ");
            i18n.t_args("camelot-you-see", &[("cards", list.into())])
        }
        CamelotEvent::SiegeFought {
            seat,
            cards: c,
            roll,
            bonus,
            won,
            charge,
        } => {
            let total: u32 = c.iter().map(|v| u32::from(*v)).sum::<u32>() + u32::from(*bonus);
            i18n.t_args(
                if charge.is_some() {
                    "camelot-log-charge"
                } else {
                    "camelot-log-siege"
                },
                &[
                    ("name", name(seat)),
                    ("total", Arg::from(total)),
                    ("roll", Arg::from(mark(&format!("d8:{roll}")))),
                    ("won", Arg::from(if *won { "yes" } else { "no" })),
                ],
            )
        }
        CamelotEvent::Healed { seat, card } => i18n.t_args(
            "camelot-log-healed",
            &[("name", name(seat)), ("card", white_mark(*card).into())],
        ),
        CamelotEvent::Sacrificed { seat } => {
            i18n.t_args("camelot-log-sacrificed", &[("name", name(seat))])
        }
        CamelotEvent::LifeChanged { seat, life } => i18n.t_args(
            "camelot-log-life",
            &[("name", name(seat)), ("life", Arg::from(u32::from(*life)))],
        ),
        CamelotEvent::Died { seat } => i18n.t_args("camelot-log-died", &[("name", name(seat))]),
        CamelotEvent::CombatRevealed {
            quest: q,
            white: w,
            black: b,
        } => i18n.t_args(
            "camelot-log-revealed",
            &[
                ("place", at(q)),
                ("white", Arg::from(*w)),
                ("black", Arg::from(*b)),
            ],
        ),
        CamelotEvent::QuestEnded { quest: q, won, .. } => i18n.t_args(
            if *won {
                "camelot-log-quest-won"
            } else {
                "camelot-log-quest-lost"
            },
            &[("place", at(q))],
        ),
        CamelotEvent::RelicWon { seat, quest: q } => i18n.t_args(
            "camelot-log-relic",
            &[("name", name(seat)), ("place", at(q))],
        ),
        CamelotEvent::RelicLost { quest: q } => {
            i18n.t_args("camelot-log-relic-lost", &[("place", at(q))])
        }
        CamelotEvent::SoloLeft { seat, quest: q, .. } => i18n.t_args(
            "camelot-log-solo-left",
            &[("name", name(seat)), ("place", at(q))],
        ),
        CamelotEvent::ShareProposed { .. } => return None,
        CamelotEvent::ShareAccepted { .. } => i18n.t("camelot-log-shared"),
        CamelotEvent::ShareDealt { .. } => i18n.t("camelot-log-dealt"),
        CamelotEvent::TraitorFlipped { seat, flipped } => i18n.t_args(
            "camelot-log-traitor-flipped",
            &[
                ("name", name(seat)),
                ("count", Arg::from(u32::from(*flipped))),
            ],
        ),
        CamelotEvent::GameOver { .. } => return None,
        CamelotEvent::Volunteered { seat } => {
            i18n.t_args("camelot-log-volunteered", &[("name", name(seat))])
        }
        CamelotEvent::Discarded { seat, card } => i18n.t_args(
            "camelot-log-discarded",
            &[("name", name(seat)), ("card", white_mark(*card).into())],
        ),
        CamelotEvent::SpecialInPlay { card } => {
            i18n.t_args("camelot-log-in-play", &[("card", black_mark(*card).into())])
        }
        CamelotEvent::SpecialGone { card } => {
            i18n.t_args("camelot-log-gone", &[("card", black_mark(*card).into())])
        }
        CamelotEvent::AllToCamelot => i18n.t("camelot-log-all-home"),
        CamelotEvent::SpecialPlayed { seat, special } => i18n.t_args(
            "camelot-log-special",
            &[
                ("name", name(seat)),
                ("card", white_mark(special.card()).into()),
            ],
        ),
        CamelotEvent::Cancelled { card, .. } => i18n.t_args(
            "camelot-log-cancelled",
            &[("card", black_mark(*card).into())],
        ),
        CamelotEvent::Rescued { seat, by } => i18n.t_args(
            "camelot-log-rescued",
            &[("name", name(seat)), ("by", name(by))],
        ),
        CamelotEvent::KayAdded { seat, value, wild } => i18n.t_args(
            if *wild {
                "camelot-log-kay-wild"
            } else {
                "camelot-log-kay"
            },
            &[
                ("name", name(seat)),
                ("value", Arg::from(u32::from(*value))),
            ],
        ),
        CamelotEvent::Followed { seat } => {
            i18n.t_args("camelot-log-followed", &[("name", name(seat))])
        }
        CamelotEvent::Gave { from, to, .. } => i18n.t_args(
            "camelot-log-gave",
            &[("from", name(from)), ("to", name(to))],
        ),
        CamelotEvent::GaveCard { .. } => return None,
        CamelotEvent::Arranged { seat } => {
            i18n.t_args("camelot-log-arranged", &[("name", name(seat))])
        }
        CamelotEvent::ArmorBottom { seat } => {
            i18n.t_args("camelot-log-armor", &[("name", name(seat))])
        }
        CamelotEvent::MerlinRemoved { quest: q, .. } => i18n.t_args(
            "camelot-log-merlin",
            &[(
                "place",
                q.map_or_else(
                    || i18n.t("camelot-place-camelot"),
                    |q| quest(i18n, q, dragon),
                )
                .into(),
            )],
        ),
        CamelotEvent::Exchanged { seat, with } => i18n.t_args(
            "camelot-log-exchanged",
            &[("name", name(seat)), ("other", name(with))],
        ),
        CamelotEvent::Accused {
            by,
            target,
            traitor,
        } => i18n.t_args(
            "camelot-log-accused",
            &[
                ("name", name(by)),
                ("target", name(target)),
                ("traitor", Arg::from(if *traitor { "yes" } else { "no" })),
            ],
        ),
        CamelotEvent::Unmasked { seat } => {
            i18n.t_args("camelot-log-unmasked", &[("name", name(seat))])
        }
        CamelotEvent::SwordFlipped => i18n.t("camelot-log-sword-flipped"),
        CamelotEvent::Raided { seat, target, .. } => i18n.t_args(
            "camelot-log-raided",
            &[("name", name(seat)), ("target", name(target))],
        ),
        CamelotEvent::Said { seat, statement: s } => i18n.t_args(
            "camelot-log-said",
            &[
                ("name", name(seat)),
                ("words", statement(i18n, seating, *s, dragon).into()),
            ],
        ),
        CamelotEvent::Travelled { seat, to, card } => i18n.t_args(
            "camelot-log-travelled",
            &[
                ("name", name(seat)),
                ("place", place(i18n, *to, dragon).into()),
                ("card", travel_mark(*card).into()),
            ],
        ),
        CamelotEvent::MerlinArrived { at } => i18n.t_args(
            "camelot-log-merlin-arrived",
            &[("place", place(i18n, *at, dragon).into())],
        ),
        CamelotEvent::ChallengeMet { seat, paid, .. } => i18n.t_args(
            "camelot-log-challenge-met",
            &[("name", name(seat)), ("cards", cards(paid).into())],
        ),
        CamelotEvent::ChallengeFailed { seat, card } => i18n.t_args(
            "camelot-log-challenge-failed",
            &[("name", name(seat)), ("card", travel_mark(*card).into())],
        ),
        CamelotEvent::Captured { seat } => {
            i18n.t_args("camelot-log-captured", &[("name", name(seat))])
        }
        CamelotEvent::Freed { seat, by, card } => i18n.t_args(
            "camelot-log-freed",
            &[
                ("name", name(seat)),
                ("by", name(by)),
                ("card", white_mark(*card).into()),
            ],
        ),
        CamelotEvent::Released { seat } => {
            i18n.t_args("camelot-log-released", &[("name", name(seat))])
        }
        CamelotEvent::MerlinGift { seat } => {
            i18n.t_args("camelot-log-merlin-gift", &[("name", name(seat))])
        }
        CamelotEvent::BlackRemoved { card, engine } => i18n.t_args(
            "camelot-log-black-removed",
            &[
                ("card", black_mark(*card).into()),
                ("engine", Arg::from(if *engine { "yes" } else { "no" })),
            ],
        ),
        CamelotEvent::TravelReshuffled => i18n.t("camelot-log-travel-reshuffled"),
        CamelotEvent::PowerUsed { seat, to: Some(to) } => i18n.t_args(
            "camelot-log-power-to",
            &[("name", name(seat)), ("target", name(to))],
        ),
        CamelotEvent::PowerUsed { seat, to: None } => {
            let power = view
                .knights
                .get(seat.index())
                .map(|k| knight(i18n, k.knight))
                .unwrap_or_default();
            i18n.t_args(
                "camelot-log-power",
                &[("name", name(seat)), ("knight", power.into())],
            )
        }
        CamelotEvent::Truce { quest: q } => i18n.t_args("camelot-log-truce", &[("place", at(q))]),
        CamelotEvent::CameToHelp { seat, to } => i18n.t_args(
            "camelot-log-came-to-help",
            &[
                ("name", name(seat)),
                ("place", place(i18n, *to, dragon).into()),
            ],
        ),
    })
}
