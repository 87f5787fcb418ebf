//! Play: opens a save by id and shows its table, or says why not. The shell reads the save
//! and hands a readable one to its game's module; the module replays it with the game's own
//! code (`open`), so a save is always checked by the game it belongs to.

use crate::catalog;
use crate::components::save_problem::SaveProblem;
use crate::components::top_bar::TopBar;
use crate::i18n::use_i18n;
use crate::route::{go, Route};
use crate::storage::saves::{self, SaveEntry};
use rt_core::{Envelope, LoadError};
use serde_json::Value;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: AttrValue,
    /// Turns a readable save into its table, or says why it cannot be played.
    pub open: Callback<Envelope<Value>, Result<Html, LoadError>>,
}

/// A save as this screen found it: missing, damaged, or opened by its game's module.
enum Found {
    Missing,
    Damaged(LoadError),
    Opened {
        game: String,
        table: Result<Html, LoadError>,
    },
}

#[function_component(Play)]
pub fn play(props: &PlayProps) -> Html {
    let i18n = use_i18n();
    let id = props.id.to_string();
    // Read and replayed once per save: the shell draws this screen again as its own state
    // changes (each time with a new `open`), and each replay handed the table a new
    // session to draw in full. The save is handed over whole, not cloned.
    let found = {
        let open = props.open.clone();
        use_memo(id.clone(), move |id| match saves::load(id) {
            None => Found::Missing,
            Some(SaveEntry::Damaged { error, .. }) => Found::Damaged(error),
            Some(SaveEntry::Readable(envelope)) => Found::Opened {
                game: envelope.game.clone(),
                table: open.emit(envelope),
            },
        })
    };
    let (title, body) = match &*found {
        Found::Missing => (
            i18n.t("not-found"),
            html! { <p>{ i18n.t("save-missing") }</p> },
        ),
        Found::Damaged(error) => (i18n.t("load-problem-title"), problem(&id, error.clone())),
        Found::Opened { game, table } => {
            let title = catalog::find(game)
                .map(|g| i18n.t(&g.name_key()))
                .unwrap_or_else(|| game.clone());
            let body = match table {
                Ok(table) => table.clone(),
                Err(error) => problem(&id, error.clone()),
            };
            (title, body)
        }
    };
    html! {
        <main class="screen play">
            <TopBar {title} />
            { body }
        </main>
    }
}

fn problem(id: &str, error: LoadError) -> Html {
    let on_deleted = Callback::from(move |_| go(&Route::Continue));
    html! { <SaveProblem id={id.to_string()} {error} {on_deleted} /> }
}
