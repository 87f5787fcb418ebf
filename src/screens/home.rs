//! Home: the games, playable or coming, and the way back to saved games.

use crate::catalog::GAMES;
use crate::i18n::{use_i18n, Arg};
use crate::route::Route;
use crate::storage::saves;
use yew::prelude::*;
use yew_router::prelude::*;

#[function_component(Home)]
pub fn home() -> Html {
    let i18n = use_i18n();
    let saved = use_memo((), |_| saves::list().len());
    // The games one can play today come first.
    let ordered = GAMES
        .iter()
        .filter(|g| g.playable)
        .chain(GAMES.iter().filter(|g| !g.playable));
    let cards = ordered.map(|game| {
        let seats = i18n.t_args(
            "seat-range",
            &[("min", Arg::from(game.min_seats)), ("max", Arg::from(game.max_seats))],
        );
        html! {
            <li class={classes!("game-card", (!game.playable).then_some("coming"))} data-game={game.id}>
                <h2>{ i18n.t(&game.name_key()) }</h2>
                <p class="muted">{ i18n.t(&game.blurb_key()) }</p>
                <p class="seats-range">{ seats }</p>
                <div class="card-actions">
                    if game.playable {
                        <Link<Route> to={Route::NewGame { game: game.id.to_string() }} classes="button primary">
                            { i18n.t("new-game") }
                        </Link<Route>>
                    } else {
                        <span class="badge">{ i18n.t("coming-soon") }</span>
                    }
                    <Link<Route> to={Route::Rules { game: game.id.to_string() }} classes="button ghost">
                        { i18n.t("rules") }
                    </Link<Route>>
                </div>
            </li>
        }
    });
    html! {
        <main class="screen home">
            <header class="hero">
                <h1>{ i18n.t("app-name") }</h1>
                <p class="tagline">{ i18n.t("app-tagline") }</p>
            </header>
            <nav class="home-nav">
                <Link<Route> to={Route::Continue} classes="button primary" >
                    { i18n.t_args("continue-count", &[("count", Arg::from(*saved))]) }
                </Link<Route>>
                <Link<Route> to={Route::Settings} classes="button ghost">{ i18n.t("settings") }</Link<Route>>
            </nav>
            <ul class="game-list">{ for cards }</ul>
        </main>
    }
}
