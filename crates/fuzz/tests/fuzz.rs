//! A bounded fuzz run of every engine in the test command (`fuzz`, the binary, runs longer):
//! byte-driven actions, legal or not, from any seat, and mangled saves; nothing panics, an
//! action is accepted exactly when listed, and a refused one changes nothing.

fn check<G: rt_core::Game>(n: usize) {
    let (tally, _) = fuzz::run::<G>(7, n);
    assert!(tally.accepted > 0 && tally.refused > 0, "{tally:?}");
}

#[test]
fn the_chip_game_survives_arbitrary_actions_and_saves() {
    check::<chips::Chips>(300);
}

#[test]
fn avalon_survives_arbitrary_actions_and_saves() {
    check::<avalon::Avalon>(300);
}

#[test]
fn camelot_survives_arbitrary_actions_and_saves() {
    check::<camelot::Camelot>(200);
}

#[test]
fn excalibur85_survives_arbitrary_actions_and_saves() {
    check::<excalibur85::Excalibur85>(200);
}

#[test]
fn a_mangled_save_never_opens_as_a_different_game() {
    // The untouched save opens; with its game renamed it does not.
    let save = fuzz::a_save::<avalon::Avalon>(3, 40);
    assert!(fuzz::save::<avalon::Avalon>(&save, &[1]));
    let renamed = save.replace("\"avalon\"", "\"camelot\"");
    assert!(rt_core::Envelope::parse(&renamed)
        .and_then(|e| e.open::<avalon::Avalon>())
        .is_err());
}
