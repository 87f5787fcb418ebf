//! The log in words.

use crate::games::session::Session;
use crate::i18n::{Arg, I18n};
use oracle::{Oracle, OracleEvent};
use rt_core::SeatSet;

fn names(session: &Session<Oracle>, seats: SeatSet) -> String {
    seats
        .iter()
        .map(|s| session.name(s))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn describe(i18n: &I18n, session: &Session<Oracle>, event: &OracleEvent) -> Option<String> {
    Some(match event {
        OracleEvent::RoundStarted { round } => i18n.t_args(
            "oracle-log-round",
            &[("round", Arg::from(u32::from(*round)))],
        ),
        OracleEvent::Picked { seat } => {
            i18n.t_args("oracle-log-picked", &[("name", session.name(*seat).into())])
        }
        OracleEvent::YouPicked { value } => i18n.t_args(
            "oracle-log-you-picked",
            &[("value", Arg::from(u32::from(*value)))],
        ),
        OracleEvent::Revealed { oracle, .. } => i18n.t_args(
            "oracle-log-revealed",
            &[("value", Arg::from(u32::from(*oracle)))],
        ),
        OracleEvent::Vetoed { by } => i18n.t_args(
            "oracle-log-vetoed",
            &[("names", names(session, *by).into())],
        ),
        OracleEvent::Scored { winners } => i18n.t_args(
            "oracle-log-scored",
            &[("names", names(session, *winners).into())],
        ),
        OracleEvent::GameOver => i18n.t("log-game-over"),
    })
}
