//! When a loyal knight accuses, and whom (§9): the clearly most suspicious knight, once
//! accusations are open; never at a table dealt no traitor, nor after an accusation that
//! found none. Both levels also accuse late (`Params::late_swords`) on a weaker reading,
//! where the traitor's flip decides the game. Level 1 guesses from 11 swords: its noisier
//! table loses more to wrong guesses than it wins from 9 or 10. It guesses from 10 where
//! two suspects may be the two traitors of a larger Merlin's Company table
//! (`Params::late_pair_swords`). Level 2 guesses from 9 (`Searcher`'s params say how it
//! was measured).
//!
//! Tried and left out: a last-minute guess only when a hidden traitor's flip would turn a
//! won count and a wrong guess would not (lead 3–4 from 9, 10 or 11 swords). Level 1
//! rarely reaches such a lead (4,000 games at 5 seats: 12.2–13.7 % against 13.7 %), and
//! level 2 won 33.3 % of 24 games with it, as before. Accusing earlier on a weaker
//! reading: an unmasked traitor sabotages every turn (level 1, standard deal, 8,000
//! games: 15.6 % won at the strict reading, 13.5 % from suspicion 4 two clear, 8.8 % from
//! 3). With Merlin's Company at 7 seats (level 1, 4,000 games), 329 won as it stands,
//! from 5 three clear; 332 from 5 two clear, within the noise; 210 from 4 two clear; 241
//! guessing late from 9 swords on a lead of 1.5, as level 2 does. Level 2 measuring the
//! lead over the next suspect even where he may be the partner (Merlin's Company, 7
//! seats, level 2 against level 2) won 7 of 24 deals, against 9 with the partner minded,
//! and unmasked no more traitors (16 of 22 games, against 18). Level 2 accusing on the
//! late reading only, at the same table (`CAMELOT_L2_PARAMS=accuse_from=99`), since an
//! unmasked traitor adds an engine at nearly every turn of his, and most games with one
//! unmasked were lost to the engines (19 of 33 in a trial of 60). It won 12 of 50 games
//! (seeds 7100-7124 and 7130-7154; engines still ended 25), against 17 of 60 (7100-7159).
//!
//! Level 2's table reads its traitors well: in 12 games of level 2 against level 2 at 7
//! seats with Merlin's Company (`traitor_read`, seeds 7101-7113 but 7104, dealt none),
//! the top suspect at a reading of 3 or more was a traitor at 144 of 154 decisions where
//! a loyal knight could accuse (several a turn). Guessing sooner on it unmasked more of
//! them but won no more: the games lost to black swords fell and those lost to the
//! engines rose. Against the current code on the same seeds (the figures above, "17 of
//! 60", came before the Charged! rule): the late, weaker reading from 7 swords instead of
//! 9 (`late_swords=7`) won 8 of 30 (7100-7129), against 9; a traitor was unmasked in 22 of
//! the 28 games dealt one, against 17; engines ended 16 games, against 12, and black
//! swords 6, against 9. A reading of 3 or more, 2 ahead of the next suspect, at any time
//! (`accuse_from=3,accuse_lead=2`) won 6 of 33 (7100-7132), against 9; unmasked in 25 of
//! 31, against 19; engines ended 20, against 15, black swords 4, against 9, deaths 3,
//! against none.

use super::heuristic::Params;
use super::talk::suspicion;
use crate::action::Action;
use crate::view::View;
use rt_core::Seat;

/// Accuse now, and whom: the top suspect, once his suspicion reaches `accuse_from` and
/// stands `accuse_lead` above the first suspect who cannot be his partner (the next, where
/// one Traitor card is left to find); from `late_swords` swords on the table (or
/// `late_pair_swords`, where two suspects may be the two traitors), on the weaker reading
/// `late_from` and `late_lead`.
pub(super) fn accuse(params: &Params, seat: Seat, view: &View, legal: &[Action]) -> Option<Action> {
    if !legal.iter().any(|a| matches!(a, Action::Accuse(_))) {
        return None;
    }
    // With no traitor dealt, as the whole table knows, there is no one to find.
    if view.options.without_traitor {
        return None;
    }
    // After an accusation that found no traitor, it is likelier that none was dealt, and
    // each further wrong guess costs a sword: one is enough. (A traitor who unmasked
    // himself with Fate lets one more guess through: rare, and there may be a second.)
    let accusers = view.knights.iter().filter(|k| k.has_accused).count();
    let unmasked = view.knights.iter().filter(|k| k.unmasked).count();
    if params.one_guess && accusers > unmasked {
        return None;
    }
    let sus = suspicion(view);
    let mut ranked: Vec<(usize, f64)> = sus
        .iter()
        .copied()
        .enumerate()
        .filter(|(i, _)| *i != seat.index() && legal.contains(&Action::Accuse(Seat(*i as u8))))
        .collect();
    ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
    // The lead is over the first knight who cannot be a traitor too: with two Traitor
    // cards still hidden, the second suspect may be his partner, whose record reads as
    // badly. Merlin's Company, level 1, 4,000 games: traitors unmasked 30.6 -> 35.5 % at
    // 8 seats (two traitors in 78 % of deals), 30.0 -> 33.0 % at 7.
    let partners = view
        .options
        .traitor_cards(view.n())
        .saturating_sub(unmasked + 1);
    let swords = view.white_swords + view.black_swords;
    // A possible partner who reads as a traitor too: two hidden traitors would flip three
    // swords at the end, so the late guess comes sooner.
    let pair = partners >= 1 && ranked.get(1).is_some_and(|(_, s)| *s >= params.late_from);
    let late = swords >= params.late_swords || pair && swords >= params.late_pair_swords;
    let (from, lead) = if late {
        (params.late_from, params.late_lead)
    } else {
        (params.accuse_from, params.accuse_lead)
    };
    let (top, s) = *ranked.first()?;
    let next = ranked
        .get(1 + partners)
        .map_or(f64::NEG_INFINITY, |(_, n)| *n);
    (s >= from && s - next >= lead).then_some(Action::Accuse(Seat(top as u8)))
}
