//! Choosing the players: how many, and for each seat a name, human or bot, and bot level.

use crate::i18n::{use_i18n, Arg};
use rt_core::{PlayerSetup, SeatKind};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

pub const BOT_LEVELS: u8 = 3;

/// New bot seats play at the strongest level: it still answers in well under a second.
pub const DEFAULT_BOT_LEVEL: u8 = 2;

/// Default names, so a quick start needs no typing. Plain modern names on purpose: a seat
/// called "Merlin" or "Gawain" would read like the chip, role or knight of the same name
/// (a component test checks the list against every game's names).
pub const NAMES: [&str; 10] = [
    "Ada", "Bruno", "Chiara", "Dev", "Esme", "Farah", "Gus", "Hana", "Ivo", "Jonas",
];

/// The default name of seat `i` (from 0).
pub fn default_name(i: usize) -> &'static str {
    NAMES[i % NAMES.len()]
}

pub fn default_players(count: usize) -> Vec<PlayerSetup> {
    (0..count)
        .map(|i| PlayerSetup {
            name: default_name(i).to_string(),
            kind: if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Bot {
                    level: DEFAULT_BOT_LEVEL,
                }
            },
        })
        .collect()
}

/// Resizes the list, keeping the seats already set up.
pub fn resize(players: &[PlayerSetup], count: usize) -> Vec<PlayerSetup> {
    let mut next = players.to_vec();
    let defaults = default_players(count);
    next.truncate(count);
    next.extend(defaults.into_iter().skip(players.len()));
    next
}

#[derive(Properties, PartialEq)]
pub struct SeatsFormProps {
    pub players: Vec<PlayerSetup>,
    pub min: usize,
    pub max: usize,
    pub on_change: Callback<Vec<PlayerSetup>>,
    /// Whether each bot seat has its own level; a game that sets its bots' play for the
    /// whole table (Camelot's difficulty) offers a plain "Bot".
    #[prop_or(true)]
    pub levels: bool,
}

#[function_component(SeatsForm)]
pub fn seats_form(props: &SeatsFormProps) -> Html {
    let i18n = use_i18n();
    let count = props.players.len();
    let on_count = {
        let players = props.players.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                on_change.emit(resize(&players, n));
            }
        })
    };
    // The levels a seat may choose, and the words for each.
    let bot_options: Vec<(u8, String)> = if props.levels {
        (0..BOT_LEVELS)
            .map(|level| (level, i18n.t(&format!("bot-level-{level}"))))
            .collect()
    } else {
        vec![(DEFAULT_BOT_LEVEL, i18n.t("seat-bot"))]
    };
    let seat_rows = props.players.iter().enumerate().map(|(i, p)| {
        let edit = |f: fn(&mut PlayerSetup, String)| {
            let players = props.players.clone();
            let on_change = props.on_change.clone();
            move |value: String| {
                let mut next = players.clone();
                if let Some(p) = next.get_mut(i) {
                    f(p, value);
                }
                on_change.emit(next);
            }
        };
        let on_name = {
            let apply = edit(|p, v| p.name = v);
            Callback::from(move |e: InputEvent| apply(e.target_unchecked_into::<HtmlInputElement>().value()))
        };
        let on_kind = {
            let apply = edit(|p, v| {
                p.kind = match (v.as_str(), v.parse::<u8>()) {
                    (_, Ok(level)) => SeatKind::Bot { level },
                    ("device", _) => SeatKind::Device,
                    _ => SeatKind::Human,
                }
            });
            Callback::from(move |e: Event| apply(e.target_unchecked_into::<HtmlSelectElement>().value()))
        };
        let kind_value = match p.kind {
            SeatKind::Human => "human".to_string(),
            SeatKind::Device => "device".to_string(),
            SeatKind::Bot { .. } if !props.levels => DEFAULT_BOT_LEVEL.to_string(),
            SeatKind::Bot { level } => level.to_string(),
        };
        let seat_label = i18n.t_args("seat-number", &[("n", Arg::from(i + 1))]);
        html! {
            <li class="seat-row" key={i}>
                <span class="seat-dot" aria-hidden="true">{ i + 1 }</span>
                <input class="seat-name" aria-label={seat_label.clone()} data-testid={format!("seat-name-{i}")}
                    value={p.name.clone()} maxlength="20" oninput={on_name} />
                <select aria-label={seat_label} data-testid={format!("seat-kind-{i}")} onchange={on_kind}>
                    <option value="human" selected={kind_value == "human"}>{ i18n.t("seat-human") }</option>
                    <option value="device" selected={kind_value == "device"}>{ i18n.t("seat-device") }</option>
                    { for bot_options.iter().map(|(level, words)| html! {
                        <option value={level.to_string()} selected={kind_value == level.to_string()}>
                            { words.clone() }
                        </option>
                    }) }
                </select>
            </li>
        }
    });
    html! {
        <fieldset class="seats">
            <legend>{ i18n.t("players") }</legend>
            <label class="field">
                <span>{ i18n.t("player-count") }</span>
                <select data-testid="player-count" onchange={on_count}>
                    { for (props.min..=props.max).map(|n| html! {
                        <option value={n.to_string()} selected={n == count}>{ n }</option>
                    }) }
                </select>
            </label>
            <ol class="seat-list">{ for seat_rows }</ol>
        </fieldset>
    }
}
