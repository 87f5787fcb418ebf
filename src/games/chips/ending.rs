//! The end of the game: how it ended, who holds the swords, and each seat's result.

use super::chip_view::face;
use crate::games::session::Session;
use crate::i18n::{Arg, I18n};
use chips::result::holder;
use chips::{Chips, Ending, Kind, Standing};
use rt_core::Seat;
use yew::prelude::*;

fn standing_key(s: Standing) -> &'static str {
    match s {
        Standing::TrueWinner => "chips-result-winner",
        Standing::SquireWinner => "chips-result-squire",
        Standing::Tainted => "chips-result-tainted",
        Standing::Loser => "chips-result-loser",
        Standing::UltimateLoser => "chips-result-ultimate",
    }
}

pub fn end_of_game(i18n: &I18n, session: &Session<Chips>) -> Html {
    let view = session.game.view(None);
    let standings = view.standings.clone().unwrap_or_default();
    let state = session.game.state();
    let headline = match view.ending {
        Some(Ending::Won) => "chips-ending-won",
        Some(Ending::Tainted) => "chips-ending-tainted",
        _ => "chips-ending-chaos",
    };
    let swords = [Kind::Excalibur, Kind::CursedBlade, Kind::SquireSword].map(|kind| {
        let who = holder(state, kind)
            .map(|s| session.name(s))
            .unwrap_or_else(|| i18n.t("chips-nobody"));
        html! { <li>{ face(i18n, kind) }{ " " }{ i18n.t_args("chips-held-by", &[("name", who.into())]) }</li> }
    });
    // Every hand turned up: at the end nothing is secret any more.
    let rows = standings.iter().enumerate().map(|(i, s)| {
        let key = standing_key(*s);
        let won = s.wins();
        let mut hand = state.hand_kinds(Seat(i as u8));
        hand.sort();
        html! {
            <li class={classes!("result", won.then_some("result-won"))} data-testid="result">
                <strong>{ session.name(Seat(i as u8)) }</strong>{ " — " }{ i18n.t(key) }
                <div class="final-hand" data-testid={format!("final-hand-{i}")}>
                    { for hand.iter().map(|k| face(i18n, *k)) }
                </div>
            </li>
        }
    });
    html! {
        <>
            <p class="headline">{ i18n.t(headline) }</p>
            <ul class="swords">{ for swords }</ul>
            <ul>{ for rows }</ul>
            <p class="muted">{ i18n.t_args("chips-rounds-played", &[("count", Arg::from(u32::from(view.round)))]) }</p>
        </>
    }
}
