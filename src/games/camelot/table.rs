//! The play screen of Shadows over Camelot: the board, each human's private screen behind the
//! hand-over, bots in the Web Worker, the story in words and the end of the game.

use super::board::Board;
use super::faces::loyalty_face;
use super::prompt::Prompt;
use super::words::{ending, story};
use crate::games::session::{Session, Shared};
use crate::games::table_frame::use_table;
use crate::games::view_table::view_table;
use crate::i18n::I18n;
use camelot::view::StepView;
use camelot::Camelot;
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct CamelotTableProps {
    pub session: Shared<Camelot>,
}

fn end_of_game(i18n: &I18n, session: &Session<Camelot>) -> Html {
    let view = session.game.view(None);
    let StepView::Over(e) = view.step else {
        return html! {};
    };
    let rows = view.knights.iter().enumerate().map(|(i, k)| {
        html! {
            <li class="result" data-testid="result">
                if let Some(l) = k.loyalty { { loyalty_face(i18n, l) } }
                <strong>{ session.name(Seat(i as u8)) }</strong>
            </li>
        }
    });
    html! {
        <>
            <h2>{ i18n.t(if e.knights_won() { "camelot-knights-win" } else { "camelot-evil-wins" }) }</h2>
            <p class="headline">{ ending(i18n, e, view.white_swords, view.black_swords) }</p>
            <ul class="end-roles">{ for rows }</ul>
        </>
    }
}

#[function_component(CamelotTable)]
pub fn camelot_table(props: &CamelotTableProps) -> Html {
    let table = use_table(&props.session, story, super::faces::thing);
    let current: Rc<Session<Camelot>> = table.current();
    let coaching = crate::games::guide::coaching(&table.i18n, &table.shared());
    let played = view_table::<Camelot, Board, Prompt>(&table, &coaching.before_private, &|| {
        end_of_game(&table.i18n, &current)
    });
    html! { <>{ played }{ coaching.after_table }</> }
}

crate::games::view_table::seat_screen!(Camelot, Board, Prompt, story, super::faces::thing);
