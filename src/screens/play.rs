//! Play: opens a save by id (replaying it) and shows that game's table, or says why not.

use crate::catalog;
use crate::components::save_problem::SaveProblem;
use crate::components::top_bar::TopBar;
use crate::games::{
    avalon::AvalonTable,
    chips::ChipsTable,
    session::{Session, Shared},
};
use crate::i18n::use_i18n;
use crate::route::Route;
use crate::storage::saves::{self, SaveEntry};
use rt_core::LoadError;
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    pub id: AttrValue,
}

#[function_component(Play)]
pub fn play(props: &PlayProps) -> Html {
    let i18n = use_i18n();
    let navigator = use_navigator();
    let id = props.id.to_string();
    let entry = use_memo(id.clone(), |id| saves::load(id));
    let (title, body) = match &*entry {
        None => (
            i18n.t("not-found"),
            html! { <p>{ i18n.t("save-missing") }</p> },
        ),
        Some(SaveEntry::Damaged { error, .. }) => (
            i18n.t("load-problem-title"),
            problem(&id, error.clone(), navigator),
        ),
        Some(SaveEntry::Readable(envelope)) => {
            let title = catalog::find(&envelope.game)
                .map(|g| i18n.t(&g.name_key()))
                .unwrap_or_else(|| envelope.game.clone());
            let body = match envelope.game.as_str() {
                "excalibur-chips" => match Session::<::chips::Chips>::open(envelope) {
                    Ok(session) => {
                        html! { <ChipsTable key={id.clone()} session={Shared(Rc::new(session))} /> }
                    }
                    Err(error) => problem(&id, error, navigator),
                },
                "avalon" => match Session::<::avalon::Avalon>::open(envelope) {
                    Ok(session) => {
                        html! { <AvalonTable key={id.clone()} session={Shared(Rc::new(session))} /> }
                    }
                    Err(error) => problem(&id, error, navigator),
                },
                other => problem(&id, LoadError::UnknownGame(other.to_string()), navigator),
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

fn problem(id: &str, error: LoadError, navigator: Option<Navigator>) -> Html {
    let on_deleted = Callback::from(move |_| {
        if let Some(nav) = &navigator {
            nav.push(&Route::Continue);
        }
    });
    html! { <SaveProblem id={id.to_string()} {error} {on_deleted} /> }
}
