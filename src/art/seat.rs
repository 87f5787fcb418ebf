//! A seat badge: one player at the table — name, bot level, what they are doing, whether it
//! is this device's player or their turn — and whatever they hold (children).

use crate::i18n::use_i18n;
use yew::prelude::*;

/// A bot with no level of its own (Camelot's difficulty is the table's).
pub const NO_LEVEL: u8 = u8::MAX;

#[derive(Properties, PartialEq)]
pub struct SeatBadgeProps {
    pub name: AttrValue,
    /// A bot's level (0, 1, 2), or `NO_LEVEL` where the table sets its bots' play (the badge
    /// then says "bot"); `None` for a person.
    #[prop_or_default]
    pub bot: Option<u8>,
    /// A word on what the seat is doing ("thinking", "chose").
    #[prop_or_default]
    pub status: Option<AttrValue>,
    /// The player holding the device.
    #[prop_or_default]
    pub is_me: bool,
    /// Their turn (or the seat the table waits for).
    #[prop_or_default]
    pub active: bool,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// What the seat holds: faces, tokens, tags.
    #[prop_or_default]
    pub children: Html,
}

#[function_component(SeatBadge)]
pub fn seat_badge(props: &SeatBadgeProps) -> Html {
    let i18n = use_i18n();
    let bot = props.bot.map(|level| {
        let key = format!("bot-level-{level}");
        if i18n.has(&key) {
            i18n.t(&key)
        } else {
            i18n.t("bot")
        }
    });
    html! {
        <div class={classes!("art-seat", props.is_me.then_some("is-me"), props.active.then_some("is-active"))}
            data-testid={props.testid.clone()} aria-current={props.active.then_some("true")}>
            <div class="art-seat-head">
                <strong class="art-seat-name">{ props.name.clone() }</strong>
                if let Some(bot) = bot { <span class="tag art-seat-bot">{ bot }</span> }
                if let Some(status) = &props.status { <span class="art-seat-status">{ status.clone() }</span> }
            </div>
            <div class="art-seat-holds">{ props.children.clone() }</div>
        </div>
    }
}
