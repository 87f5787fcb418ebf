//! The public table: the Round Table's swords, the Siege Engines, every quest with its cards
//! and the knights there, the relics, the decks, and each knight's life, hand and place.

use super::faces::{black_back, black_face, knight_face, quest_icon, travel_face};
use super::words::{place, quest, quest_text, statement};
use crate::art::explained::Explained;
use crate::art::face::{Size, Tone};
use crate::art::icon::{icon, icon_name};
use crate::art::panel::Panel;
use crate::art::seat::SeatBadge;
use crate::art::token::Token;
use crate::art::track::Track;
use crate::components::after_paint::{use_painted, Later};
use crate::components::media::use_media;
use crate::games::table_frame::status_word;
use crate::i18n::{use_i18n, Arg, I18n};
use camelot::quest::GrailSpot;
use camelot::state::Relic;
use camelot::view::{CombatView, LancelotStage, View};
use camelot::{Camelot, Place, Quest};
use rt_core::Seat;
use yew::prelude::*;

/// From this width every quest is drawn side by side (as in styles/main.css); below it, a row
/// of tiles and the one quest open.
const WIDE_QUESTS: &str = "(min-width: 640px)";

pub type BoardProps = crate::games::view_table::BoardProps<Camelot>;

fn combat(i18n: &I18n, c: &CombatView, spots: usize, black_spots: usize) -> Html {
    let whites = (0..spots).map(|i| match c.white.get(i) {
        Some(v) => html! { <li class="spot white-card" title={i18n.t_args("camelot-white-fight", &[("value", Arg::from(u32::from(*v)))])}>{ icon("broadsword") }<span>{ v }</span></li> },
        None => html! { <li class="spot empty"></li> },
    });
    let blacks = (0..black_spots).map(|i| match c.black.get(i) {
        Some(Some(v)) => html! { <li class="spot black-card">{ icon("black-knight-helm") }<span>{ v }</span></li> },
        Some(None) => html! { <li class="spot black-card face-down">{ black_back() }</li> },
        None => html! { <li class="spot empty"></li> },
    });
    html! {
        <div class="combat">
            <ol class="spots knights-side" aria-label={i18n.t("camelot-glossary-white")}>{ for whites }</ol>
            <ol class="spots evil-side" aria-label={i18n.t("camelot-glossary-black")}>{ for blacks }</ol>
        </div>
    }
}

/// What a quest's end brings (§6), drawn as tokens: swords, life and cards if it is won,
/// and its relic; swords, life and engines if it is lost. A tap says it all in words.
fn stakes(i18n: &I18n, q: Quest, dragon: bool) -> Html {
    let icons = q.icons(dragon);
    let label = |key: &str, count: u32| i18n.t_args(key, &[("count", Arg::from(count))]);
    let relic = match q {
        Quest::Excalibur => Some((icon_name("sword-in-stone"), "camelot-relic-excalibur")),
        Quest::Grail => Some((icon_name("holy-grail"), "camelot-relic-grail")),
        Quest::Lancelot if !dragon => Some((icon_name("breastplate"), "camelot-relic-armor")),
        _ => None,
    };
    let won = [
        label("camelot-stake-white", u32::from(icons.white_swords)),
        label(
            "camelot-stake-life-won",
            icons.life_won.unsigned_abs().into(),
        ),
        label("camelot-stake-cards", icons.cards as u32),
    ];
    let mut lost = vec![
        label("camelot-stake-black", u32::from(icons.black_swords)),
        label(
            "camelot-stake-life-lost",
            icons.life_lost.unsigned_abs().into(),
        ),
    ];
    if icons.engines_lost > 0 {
        lost.push(label(
            "camelot-stake-engines",
            u32::from(icons.engines_lost),
        ));
    }
    let mut told: Vec<String> = won.to_vec();
    if let Some((_, key)) = relic {
        told.push(i18n.t(key));
    }
    let title = i18n.t_args(
        "camelot-stakes-of",
        &[("quest", Arg::from(quest(i18n, q, dragon)))],
    );
    let body = format!(
        "{} {}. {} {}.",
        i18n.t("camelot-stakes-won"),
        told.join(", "),
        i18n.t("camelot-stakes-lost"),
        lost.join(", ")
    );
    html! {
        <Explained {title} {body} class="stakes">
            <span class="stakes-won">
                <span class="stakes-word">{ i18n.t("camelot-stakes-won") }</span>
                <Token icon="crossed-swords" count={i64::from(icons.white_swords)} tone={Tone::Good} label={won[0].clone()} />
                <Token icon="heart-plus" count={i64::from(icons.life_won)} tone={Tone::Good} label={won[1].clone()} />
                <Token icon="card-draw" count={icons.cards as i64} tone={Tone::Good} label={won[2].clone()} />
                if let Some((relic_icon, key)) = relic {
                    <span class="tag relic" title={i18n.t(key)}>{ icon(relic_icon) }{ i18n.t(key) }</span>
                }
            </span>
            <span class="stakes-lost">
                <span class="stakes-word">{ i18n.t("camelot-stakes-lost") }</span>
                <Token icon="crossed-swords" count={i64::from(icons.black_swords)} tone={Tone::Evil} label={lost[0].clone()} />
                <Token icon="heart-minus" count={i64::from(icons.life_lost)} tone={Tone::Evil} label={lost[1].clone()} />
                if icons.engines_lost > 0 {
                    <Token icon="siege-tower" count={i64::from(icons.engines_lost)} tone={Tone::Evil} label={lost[2].clone()} />
                }
            </span>
        </Explained>
    }
}

/// Merlin's Company on the table: the Travel deck and the last card drawn, where Merlin
/// stands, Divine Favor waiting, and the cards the game has lost.
fn company(i18n: &I18n, view: &View, dragon: bool) -> Html {
    let left = u32::from(view.travel_draw);
    let last = view.travel_discard.last().copied();
    let removed = (view.removed_black.len() + view.removed_white.len()) as u32;
    html! {
        <div class="company" data-testid="company">
            <Explained title={i18n.t("camelot-travel-deck")} body={i18n.t("camelot-travel-deck-text")}>
                <Token icon="compass" count={i64::from(left)} tone={Tone::Evil} label={i18n.t_args("camelot-travel-left", &[("count", Arg::from(left))])} testid="travel-deck" />
            </Explained>
            if let Some(c) = last { { travel_face(i18n, c, Size::Small) } }
            <Explained title={i18n.t("camelot-merlin-figure")} body={i18n.t("camelot-merlin-figure-text")}>
                <span class="tag merlin" data-testid="merlin">{ icon("pointy-hat") }{
                    match view.merlin {
                        Some(p) => i18n.t_args("camelot-merlin-at", &[("place", Arg::from(place(i18n, p, dragon)))]),
                        None => i18n.t("camelot-merlin-away"),
                    }
                }</span>
            </Explained>
            if view.divine_favor { <span class="tag">{ icon("angel-outfit") }{ i18n.t("camelot-favor-waiting") }</span> }
            if removed > 0 { <span class="tag">{ i18n.t_args("camelot-removed", &[("count", Arg::from(removed))]) }</span> }
        </div>
    }
}

/// A quest at a glance, for its small tile: its progress in figures, and in words.
fn glance(i18n: &I18n, view: &View, q: Quest) -> (Html, String) {
    let pair = |good: &'static str, a: usize, evil: &'static str, b: usize| {
        html! { <>{ icon(good) }{ a }{ " " }{ icon(evil) }{ b }</> }
    };
    let words = |key: &str, a: usize, b: usize| {
        i18n.t_args(key, &[("good", Arg::from(a)), ("evil", Arg::from(b))])
    };
    if view.over(q) {
        return (html! { { "—" } }, i18n.t("camelot-quest-over"));
    }
    match q {
        Quest::BlackKnight | Quest::Lancelot => {
            let c = if q == Quest::BlackKnight {
                &view.black_knight
            } else {
                &view.lancelot_combat
            };
            let (w, b) = (c.white.len(), c.black.len());
            (
                pair(
                    icon_name("broadsword"),
                    w,
                    icon_name("black-knight-helm"),
                    b,
                ),
                words("camelot-glance-combat", w, b),
            )
        }
        Quest::Excalibur => {
            // As its track counts: the sword's spot of the river's eleven.
            let spot = usize::from(view.excalibur.unwrap_or(0)) + 1;
            (
                html! { <>{ icon("sword-in-stone") }{ format!("{spot}/11") }</> },
                words("camelot-glance-excalibur", spot, 11),
            )
        }
        Quest::Grail => {
            let (g, b) = view
                .grail
                .as_ref()
                .map_or((0, 0), |t| (t.grails(), t.blacks().count()));
            (
                pair(
                    icon_name("holy-grail"),
                    g,
                    icon_name("black-knight-helm"),
                    b,
                ),
                words("camelot-glance-grail", g, b),
            )
        }
        Quest::PictWar | Quest::SaxonWar => {
            let war = if q == Quest::PictWar {
                &view.picts
            } else {
                &view.saxons
            };
            let (r, f) = (war.run.len(), usize::from(war.figures));
            (
                pair(icon_name("broadsword"), r, icon_name("wolf-head"), f),
                words("camelot-glance-war", r, f),
            )
        }
    }
}

#[function_component(Board)]
pub fn board(props: &BoardProps) -> Html {
    let i18n = use_i18n();
    let seating = &*props.seating;
    let view = &props.view;
    let dragon = view.lancelot == LancelotStage::Dragon;
    let name = |s: Seat| seating.name(s);
    let here = |q: Quest| -> Vec<String> {
        view.knights
            .iter()
            .enumerate()
            .filter(|(_, k)| k.place == Some(Place::Quest(q)))
            .map(|(i, _)| name(Seat(i as u8)))
            .collect()
    };
    // On a phone the quests are a row of small tiles and one is open at a time: the one
    // tapped, else the one the viewer stands at, else the first.
    let open = use_state(|| None::<Quest>);
    // On a phone the other quests are not drawn at all (not merely hidden): they are half
    // of the table's elements, and each action redraws the table.
    let phone = !use_media(WIDE_QUESTS);
    // The quests, below the question on a phone, come a frame after the table's first draw,
    // and the seats a frame after them (together about half its elements).
    let painted = use_painted();
    let me_at = view
        .me
        .and_then(|s| view.knights.get(s.index()))
        .and_then(|k| match k.place {
            Some(Place::Quest(q)) => Some(q),
            _ => None,
        });
    let shown = (*open).or(me_at).unwrap_or(Quest::BlackKnight);
    // A ride to the quest, where the viewer may take one now.
    let go = |q: Quest| -> Option<Html> {
        let on_action = props.on_action.clone()?;
        let action = props.legal.iter().find(|a| {
            matches!(a, camelot::Action::Move(Place::Quest(to)) | camelot::Action::FreeMove(Place::Quest(to)) if *to == q)
        })?;
        let words = super::prompt::label(&i18n, &name, dragon, action);
        let action = action.clone();
        Some(html! {
            <button class="choice-button quest-go" data-testid={format!("go-{}", q.slug())}
                onclick={Callback::from(move |_: MouseEvent| on_action.emit(action.clone()))}>
                { icon("horse-head") }{ words }
            </button>
        })
    };
    let tab = |q: Quest| -> Html {
        let (numbers, words) = glance(&i18n, view, q);
        let open = open.clone();
        let pressed = shown == q;
        let mine = me_at == Some(q);
        let there = here(q).len();
        html! {
            <button class={classes!("quest-tab", pressed.then_some("is-open"), view.over(q).then_some("is-over"), mine.then_some("is-mine"))}
                aria-expanded={pressed.to_string()}
                data-testid={format!("quest-tab-{}", q.slug())}
                onclick={Callback::from(move |_: MouseEvent| open.set(Some(q)))}>
                { icon(quest_icon(q, dragon)) }
                <span class="quest-tab-name">{ quest(&i18n, q, dragon) }</span>
                <span class="quest-tab-glance" aria-hidden="true">{ numbers }</span>
                <span class="sr-only">{ format!(": {words}") }</span>
                if there > 0 { <span class="quest-tab-here" aria-hidden="true">{ icon("person") }{ there }</span> }
            </button>
        }
    };
    let quest_panel = |q: Quest| -> Html {
        let over = view.over(q);
        let body = if over {
            html! { <p class="muted">{ i18n.t("camelot-quest-over") }</p> }
        } else {
            match q {
                Quest::BlackKnight => combat(&i18n, &view.black_knight, 4, 4),
                Quest::Lancelot => {
                    combat(&i18n, &view.lancelot_combat, if dragon { 9 } else { 5 }, 5)
                }
                Quest::Excalibur => {
                    let pos = usize::from(view.excalibur.unwrap_or(0));
                    html! { <Track label={i18n.t("camelot-river")} steps={11} filled={pos + 1} tone={Tone::Good} current={Some(pos)} icon={Some(icon_name("sword-in-stone"))} testid="excalibur-track" /> }
                }
                Quest::Grail => {
                    let spots = view.grail.as_ref().map(|t| t.spots).unwrap_or_default();
                    let marks: Vec<Option<Tone>> = spots
                        .iter()
                        .map(|s| {
                            s.map(|s| {
                                if s == GrailSpot::Grail {
                                    Tone::Gold
                                } else {
                                    Tone::Evil
                                }
                            })
                        })
                        .collect();
                    let filled = spots.iter().filter(|s| s.is_some()).count();
                    html! { <Track label={i18n.t("camelot-grail-track")} steps={7} {filled} {marks} testid="grail-track" /> }
                }
                Quest::PictWar | Quest::SaxonWar => {
                    let war = if q == Quest::PictWar {
                        &view.picts
                    } else {
                        &view.saxons
                    };
                    let len = if war.mordred { 6 } else { 5 };
                    let labels: Vec<AttrValue> = (0..len)
                        .map(|i| {
                            AttrValue::from(if i < 5 {
                                (i + 1).to_string()
                            } else {
                                "5".into()
                            })
                        })
                        .collect();
                    html! {
                        <>
                            <Track label={i18n.t("camelot-war-run")} steps={len} filled={war.run.len()} tone={Tone::Good} {labels} testid={format!("{}-run", q.slug())} />
                            <Track label={i18n.t("camelot-war-enemies")} steps={4} filled={usize::from(war.figures)} tone={Tone::Evil} icon={Some(icon_name("wolf-head"))} testid={format!("{}-enemies", q.slug())} />
                        </>
                    }
                }
            }
        };
        let present = here(q);
        html! {
            <Panel title={quest(&i18n, q, dragon)} icon={Some(quest_icon(q, dragon))} class={classes!("camelot-quest", over.then_some("is-over"))} testid={format!("quest-{}", q.slug())}
                explain={Some(AttrValue::from(quest_text(&i18n, q, dragon)))} face={super::faces::quest_face(&i18n, q, dragon, Size::Large)}>
                { body }
                if !over { { stakes(&i18n, q, dragon) } }
                if view.heroism == Some(q) { <span class="tag">{ icon("laurel-crown") }{ i18n.t("camelot-white-heroism") }</span> }
                if view.merlin == Some(Place::Quest(q)) { <span class="tag merlin" data-testid="merlin-here">{ icon("pointy-hat") }{ i18n.t("camelot-merlin-here") }</span> }
                if !present.is_empty() { <p class="present">{ icon("person") }{ present.join(", ") }</p> }
                // One slot, filled or empty: a list that grew here would shift (and rebuild) the
                // panel's other parts.
                { go(q).unwrap_or_default() }
            </Panel>
        }
    };
    let white = usize::from(view.white_swords);
    let black = usize::from(view.black_swords);
    let sword_marks: Vec<Option<Tone>> = (0..12)
        .map(|i| {
            if i < white {
                Some(Tone::Good)
            } else if i < white + black {
                Some(Tone::Evil)
            } else {
                None
            }
        })
        .collect();
    let relic_line = |r: Relic, key: &str| -> Option<Html> {
        let Relic::Held(s) = r else { return None };
        Some(html! { <span class="tag relic">{ i18n.t(key) }{ ": " }{ name(s) }</span> })
    };
    let over = seating.over;
    let seats = Seat::all(view.n()).map(|seat| {
        let k = &view.knights[seat.index()];
        let player = &seating.players[seat.index()];
        // The table's difficulty, not a seat's level, sets how Camelot's bots play.
        let bot = match player.kind {
            rt_core::SeatKind::Bot { .. } => Some(crate::art::seat::NO_LEVEL),
            rt_core::SeatKind::Human | rt_core::SeatKind::Device => None,
        };
        let asked = seating.to_act.contains(seat) && !over;
        let word = asked.then(|| AttrValue::from(status_word(&i18n, "status-thinking", player.is_human())));
        let said = view.said.get(seat.index()).copied().flatten();
        html! {
            <li key={seat.index()} class="camelot-seat">
                <SeatBadge name={player.name.clone()} {bot} status={word} is_me={view.me == Some(seat)} active={asked} testid={format!("seat-{}", seat.index())}>
                    { knight_face(&i18n, k.knight, Size::Medium) }
                    <Token icon="hearts" count={i64::from(k.life)} tone={Tone::Evil} label={i18n.t_args("camelot-life-of", &[("count", Arg::from(u32::from(k.life)))])} testid={format!("life-{}", seat.index())} />
                    <Token icon="card-pickup" count={i64::from(k.hand_size)} label={i18n.t_args("camelot-hand-of", &[("count", Arg::from(u32::from(k.hand_size)))])} />
                    if let Some(p) = k.place { <span class="tag place">{ place(&i18n, p, dragon) }</span> }
                    if !k.alive { <span class="tag fallen">{ i18n.t("camelot-fallen") }</span> }
                    if k.captured { <span class="tag captive" data-testid={format!("captive-{}", seat.index())}>{ icon("manacles") }{ i18n.t("camelot-captive") }</span> }
                    if let Some(l) = k.loyalty.filter(|_| k.unmasked || over) {
                        <span class={classes!("tag", if l == camelot::Loyalty::Traitor { "traitor" } else { "loyal" })}>{ i18n.t(if l == camelot::Loyalty::Traitor { "camelot-traitor" } else { "camelot-loyal" }) }</span>
                    }
                    if let Some(s) = said { <q class="said">{ statement(&i18n, seating, s, dragon) }</q> }
                </SeatBadge>
            </li>
        }
    });
    let white_left = i18n.t_args(
        "camelot-white-left",
        &[("count", Arg::from(u32::from(view.white_draw)))],
    );
    let black_left = i18n.t_args(
        "camelot-black-left",
        &[("count", Arg::from(u32::from(view.black_draw)))],
    );
    let decks_text = format!(
        "{white_left}. {black_left}. {}",
        i18n.t("camelot-decks-text")
    );
    // On a phone the table is several screens tall: what a knight checks every turn stays in
    // view at the top.
    let summary = view.me.and_then(|me| view.knights.get(me.index())).map(|k| {
        let turn = i18n.t_args("camelot-summary-turn", &[("name", Arg::from(name(view.turn)))]);
        html! {
            <p class="camelot-summary" data-testid="summary">
                <span>{ icon("crossed-swords") }{ i18n.t_args("camelot-summary-swords", &[("white", Arg::from(u32::from(view.white_swords))), ("black", Arg::from(u32::from(view.black_swords)))]) }</span>
                <span>{ icon("siege-tower") }{ i18n.t_args("camelot-summary-engines", &[("count", Arg::from(u32::from(view.engines)))]) }</span>
                <span>{ icon("hearts") }{ i18n.t_args("camelot-life-of", &[("count", Arg::from(u32::from(k.life)))]) }</span>
                <span>{ icon("card-pickup") }{ i18n.t_args("camelot-hand-of", &[("count", Arg::from(u32::from(k.hand_size)))]) }</span>
                if let Some(p) = k.place { <span>{ icon("person") }{ place(&i18n, p, dragon) }</span> }
                if !over { <span class="summary-turn">{ turn }</span> }
            </p>
        }
    });
    html! {
        <section class="board camelot-board" data-testid="board">
            { for summary }
            <div class="camelot-round-table">
                <Track label={i18n.t("camelot-swords")} steps={12} filled={white + black} marks={sword_marks} icon={Some(icon_name("crossed-swords"))} testid="swords" />
                <Track label={i18n.t("camelot-engines")} steps={12} filled={usize::from(view.engines)} tone={Tone::Evil} icon={Some(icon_name("siege-tower"))} testid="engines" />
                <p class="decks">
                    <Explained title={i18n.t("camelot-decks")} body={decks_text}>
                        <Token icon="card-draw" count={i64::from(view.white_draw)} tone={Tone::Good} label={white_left} testid="white-deck" />
                        <Token icon="card-draw" count={i64::from(view.black_draw)} tone={Tone::Evil} label={black_left} testid="black-deck" />
                    </Explained>
                    { for relic_line(view.relics.excalibur, "camelot-relic-excalibur") }
                    { for relic_line(view.relics.grail, "camelot-relic-grail") }
                    { for relic_line(view.relics.armor, "camelot-relic-armor") }
                </p>
                if !view.black_in_play.is_empty() {
                    <div class="in-play">{ for view.black_in_play.iter().map(|c| black_face(&i18n, *c, Size::Medium, false)) }</div>
                }
                if view.options.merlins_company { { company(&i18n, view, dragon) } }
            </div>
            { props.children.clone() }
            if phone && painted {
                <div class="camelot-quest-tabs" role="group" aria-label={i18n.t("camelot-quests")}>
                    { for Quest::ALL.iter().map(|q| tab(*q)) }
                </div>
            }
            <div class="camelot-quests">
                { for Quest::ALL.iter().filter(|q| painted && (!phone || **q == shown)).map(|q| quest_panel(*q)) }
            </div>
            // A screen's room for them until they come, so what is below them is not in the
            // first screen and then pushed down (on a phone they are taller than a screen).
            // The seats are put on the page a frame after the quests, in a list that is there
            // (and keeps their room while empty) from the quests on: the coach may point at it.
            if painted {
                <ul class="camelot-seats"><Later stage={2}>{ for seats }</Later></ul>
            } else {
                <div class="drawn-later" aria-hidden="true"></div>
            }
        </section>
    }
}
