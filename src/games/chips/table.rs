//! The play screen of the chip game: the board, each human's private screen behind the
//! hand-over, bots thinking in a Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::ending::end_of_game;
use super::prompt::Prompt;
use super::words::story;
use crate::games::session::{Session, Shared};
use crate::games::table_frame::{use_table, Parts};
use chips::{Action, Chips};
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ChipsTableProps {
    pub session: Shared<Chips>,
}

#[function_component(ChipsTable)]
pub fn chips_table(props: &ChipsTableProps) -> Html {
    let table = use_table(&props.session, story, super::chip_view::thing);
    let i18n = &table.i18n;
    let current: Rc<Session<Chips>> = table.current();
    let shared = table.shared();
    let seating = Rc::new(current.seating());
    let board_for = |seat: Option<Seat>, private: Html| {
        let view = current.game.view(seat);
        // The seat's own slot picks are tapped on the board.
        let (slots, on_action) = match seat {
            Some(s) if current.game.to_act().includes(s) => {
                let slots: Vec<Action> = current
                    .game
                    .legal_actions(s)
                    .into_iter()
                    .filter(|a| matches!(a, Action::Draw { .. } | Action::Unpick { .. }))
                    .collect();
                (slots, Some(table.play(s)))
            }
            _ => (Vec::new(), None),
        };
        html! { <Board seating={seating.clone()} {view} {slots} {on_action}>{ private }</Board> }
    };
    let coaching = crate::games::guide::coaching(i18n, &shared);
    let private_for = |seat: Seat| {
        html! {
            <>
                { coaching.before_private.clone() }
                <Prompt seating={seating.clone()} view={current.game.view(Some(seat))}
                    legal={current.game.legal_actions(seat)} on_action={table.play(seat)} />
            </>
        }
    };
    let played = table.render(Parts {
        board: &board_for,
        private: &private_for,
        end: &|| end_of_game(i18n, &current),
    });
    html! { <>{ played }{ coaching.after_table }</> }
}

impl crate::games::guest::SeatScreen for Chips {
    fn seat_screen(
        seating: Rc<crate::games::session::Seating>,
        view: Self::View,
        legal: Vec<Action>,
        on_action: Callback<Action>,
    ) -> Html {
        // The seat's own slot picks are tapped on the board, as on the host's device.
        let slots: Vec<Action> = legal
            .iter()
            .filter(|a| matches!(a, Action::Draw { .. } | Action::Unpick { .. }))
            .cloned()
            .collect();
        let on_board = (!slots.is_empty()).then(|| on_action.clone());
        html! {
            <Board seating={seating.clone()} view={view.clone()} {slots} on_action={on_board}>
                <Prompt {seating} {view} {legal} {on_action} />
            </Board>
        }
    }
    const STORY: crate::games::table_frame::Story<Self> = story;
    const THING: crate::games::table_frame::Thing = super::chip_view::thing;
}
