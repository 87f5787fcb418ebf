//! The play screen of the chip game: the board, each human's private screen behind the
//! hand-over, bots thinking in a Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::ending::end_of_game;
use super::prompt::Prompt;
use super::words::describe;
use crate::games::bots::use_bots;
use crate::games::session::{Session, Shared};
use crate::games::table_frame::{frame, log, play_callback, Parts};
use crate::i18n::use_i18n;
use crate::settings::Settings;
use chips::{Action, Chips, ChipsEvent, Claim};
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChipsTableProps {
    pub session: Shared<Chips>,
}

/// Claims made this round, per seat, from the public log.
fn claims(session: &Session<Chips>) -> Vec<Option<Claim>> {
    let mut out = vec![None; session.players.len()];
    for event in session.game.log_for(None) {
        match event {
            ChipsEvent::RoundStarted { .. } => out.iter_mut().for_each(|c| *c = None),
            ChipsEvent::Declared { seat, claim } => {
                if let Some(c) = out.get_mut(seat.index()) {
                    *c = Some(*claim);
                }
            }
            _ => {}
        }
    }
    out
}

#[function_component(ChipsTable)]
pub fn chips_table(props: &ChipsTableProps) -> Html {
    let i18n = use_i18n();
    let settings = use_context::<Settings>().unwrap_or_default();
    let session = use_state(|| props.session.clone());
    let revealed = use_state(|| None::<Seat>);
    let problem = use_state(|| None::<String>);
    let current: Rc<Session<Chips>> = session.0.clone();

    let thread = use_bots(session.clone(), settings.bot_speed.bot_delay_ms());

    let play = |seat: Seat| play_callback(&session, &revealed, &problem, &i18n, seat);

    let shared = (*session).clone();
    let claims = claims(&current);
    let board_for = |seat: Option<Seat>, private: Html| {
        let view = current.game.view(seat);
        let (slots, on_action) = match seat {
            Some(s) if current.game.to_act().includes(s) => {
                let slots: Vec<Action> = current
                    .game
                    .legal_actions(s)
                    .into_iter()
                    .filter(|a| matches!(a, Action::Draw { .. }))
                    .collect();
                (slots, Some(play(s)))
            }
            _ => (Vec::new(), None),
        };
        html! { <Board session={shared.clone()} {view} {slots} {on_action} claims={claims.clone()}>{ private }</Board> }
    };
    let private_for = |seat: Seat| {
        html! {
            <Prompt session={shared.clone()} view={current.game.view(Some(seat))}
                legal={current.game.legal_actions(seat)} on_action={play(seat)} />
        }
    };
    let log_for = |seat: Option<Seat>| log(&i18n, &current, seat, |e| describe(&i18n, &current, e));
    let end = || end_of_game(&i18n, &current);
    let parts = Parts {
        board: &board_for,
        private: &private_for,
        end: &end,
    };
    frame(
        &i18n,
        &current,
        &revealed,
        problem.as_ref(),
        thread,
        parts,
        &log_for,
    )
}
