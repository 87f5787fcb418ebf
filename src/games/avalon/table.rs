//! The play screen of Avalon: the board, each human's private screen behind the hand-over
//! (the night included), bots in the Web Worker, the log in words and the end of the game.

use super::board::Board;
use super::faces::role_face;
use super::prompt::Prompt;
use super::words::{reason, story};
use crate::games::session::{Session, Shared};
use crate::games::table_frame::use_table;
use crate::games::view_table::view_table;
use crate::i18n::I18n;
use avalon::{Avalon, Side, StageView};
use rt_core::Seat;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AvalonTableProps {
    pub session: Shared<Avalon>,
}

fn end_of_game(i18n: &I18n, session: &Session<Avalon>) -> Html {
    let view = session.game.view(None);
    let StageView::Over {
        winner,
        reason: why,
    } = view.stage
    else {
        return html! {};
    };
    let roles = view.roles.unwrap_or_default();
    let sides = view.sides.unwrap_or_default();
    let rows = roles.iter().enumerate().map(|(i, r)| {
        let won = sides.get(i) == Some(&winner);
        html! {
            <li class={classes!("result", won.then_some("result-won"))} data-testid="result">
                { role_face(i18n, *r) }
                <strong>{ session.name(Seat(i as u8)) }</strong>
            </li>
        }
    });
    html! {
        <>
            <h2>{ i18n.t(if winner == Side::Good { "avalon-good-wins" } else { "avalon-evil-wins" }) }</h2>
            <p class="headline">{ reason(i18n, why) }</p>
            <ul class="end-roles">{ for rows }</ul>
        </>
    }
}

#[function_component(AvalonTable)]
pub fn avalon_table(props: &AvalonTableProps) -> Html {
    let table = use_table(&props.session, story, super::faces::thing);
    let current: Rc<Session<Avalon>> = table.current();
    let coaching = crate::games::guide::coaching(&table.i18n, &table.shared());
    let played = view_table::<Avalon, Board, Prompt>(&table, &coaching.before_private, &|| {
        end_of_game(&table.i18n, &current)
    });
    html! { <>{ played }{ coaching.after_table }</> }
}

crate::games::view_table::seat_screen!(Avalon, Board, Prompt, story, super::faces::thing);
