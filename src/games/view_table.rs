//! The play screen of a game whose board and private screen are drawn from a view alone
//! (Avalon, Shadows over Camelot): the game gives its two components, this puts them in the
//! table's frame.

use crate::games::bots::BotGame;
use crate::games::session::Seating;
use crate::games::table_frame::{Parts, Table};
use rt_core::{Game, Seat};
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// A game's board as a seat (or the public) sees it, with that seat's own screen inside.
#[derive(Properties)]
pub struct BoardProps<G: Game> {
    pub seating: Rc<Seating>,
    pub view: G::View,
    /// The viewer's own screen, placed among the board's parts so a phone shows both.
    #[prop_or_default]
    pub children: Html,
    /// The viewer's legal actions and where they go, so the board's things can be acted on
    /// (a quest tapped to ride there); none while the board is shown to the table.
    #[prop_or_default]
    pub legal: Vec<G::Action>,
    #[prop_or_default]
    pub on_action: Option<Callback<G::Action>>,
}

impl<G: Game> PartialEq for BoardProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seating == other.seating
            && self.view == other.view
            && self.children == other.children
            && self.legal == other.legal
            && self.on_action == other.on_action
    }
}

/// A seat's own screen: its secrets and its question, with exactly the legal answers.
#[derive(Properties)]
pub struct SeatProps<G: Game> {
    pub seating: Rc<Seating>,
    pub view: G::View,
    pub legal: Vec<G::Action>,
    pub on_action: Callback<G::Action>,
}

impl<G: Game> PartialEq for SeatProps<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seating == other.seating
            && self.view == other.view
            && self.legal == other.legal
            && self.on_action == other.on_action
    }
}

/// A seat's view and its legal actions.
type SeatParts<G> = (<G as Game>::View, Vec<<G as Game>::Action>);

/// Draws the table with board `B` and private screen `P` (with `before_private` at its top,
/// the guided game's coach), and `end` once the game is over.
pub fn view_table<G, B, P>(table: &Table<G>, before_private: &Html, end: &dyn Fn() -> Html) -> Html
where
    G: BotGame + crate::games::open_pass::OpenPass,
    B: BaseComponent<Properties = BoardProps<G>>,
    P: BaseComponent<Properties = SeatProps<G>>,
{
    let current = table.current();
    let seating = Rc::new(current.seating());
    // The seat shown has its view and legal actions worked out once a render, for both its
    // board and its own screen.
    let shown: RefCell<Option<(Seat, SeatParts<G>)>> = RefCell::new(None);
    let seat_parts = |seat: Seat| -> SeatParts<G> {
        let mut shown = shown.borrow_mut();
        match &*shown {
            Some((s, parts)) if *s == seat => parts.clone(),
            _ => {
                let parts = (
                    current.game.view(Some(seat)),
                    current.game.legal_actions(seat),
                );
                *shown = Some((seat, parts.clone()));
                parts
            }
        }
    };
    let board = |seat: Option<Seat>, private: Html| {
        let (view, legal) = match seat {
            Some(s) => seat_parts(s),
            None => (current.game.view(None), Vec::new()),
        };
        let on_action = seat.map(|s| table.play(s));
        html! { <B seating={seating.clone()} {view} {legal} {on_action}>{ private }</B> }
    };
    let private = |seat: Seat| {
        let (view, legal) = seat_parts(seat);
        html! {
            <>
                { before_private.clone() }
                <P seating={seating.clone()} {view} {legal} on_action={table.play(seat)} />
            </>
        }
    };
    table.render(Parts {
        board: &board,
        private: &private,
        end,
    })
}

/// The table a guest device shows for its seat: board `B` with the seat's screen `P` inside.
pub fn seat_table<G, B, P>(
    seating: Rc<Seating>,
    view: G::View,
    legal: Vec<G::Action>,
    on_action: Callback<G::Action>,
) -> Html
where
    G: Game,
    B: BaseComponent<Properties = BoardProps<G>>,
    P: BaseComponent<Properties = SeatProps<G>>,
{
    html! {
        <B seating={seating.clone()} view={view.clone()} legal={legal.clone()} on_action={Some(on_action.clone())}>
            <P {seating} {view} {legal} {on_action} />
        </B>
    }
}

/// A guest's table (`games::guest::SeatScreen`) for a game drawn by `view_table`: its board
/// with the seat's screen inside, its story and the things its story names.
macro_rules! seat_screen {
    ($game:ty, $board:ty, $prompt:ty, $story:expr, $thing:expr) => {
        impl $crate::games::guest::SeatScreen for $game {
            fn seat_screen(
                seating: std::rc::Rc<$crate::games::session::Seating>,
                view: Self::View,
                legal: Vec<Self::Action>,
                on_action: yew::Callback<Self::Action>,
            ) -> yew::Html {
                $crate::games::view_table::seat_table::<$game, $board, $prompt>(
                    seating, view, legal, on_action,
                )
            }
            const STORY: $crate::games::table_frame::Story<Self> = $story;
            const THING: $crate::games::table_frame::Thing = $thing;
        }
    };
}
pub(crate) use seat_screen;
