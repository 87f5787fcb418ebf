use camelot::{Camelot, CamelotOptions};
use rt_core::{GameRng, Match};
use std::time::Instant;
fn main() {
    for mode in 0..3 {
        let start = Instant::now();
        for seed in 0..2000u64 {
            let seats = 3 + (seed % 5) as usize;
            let mut game = Match::<Camelot>::new(CamelotOptions::default(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            while !game.is_over() {
                let seat = game.to_act().seats().first().unwrap();
                if mode == 0 {
                    std::hint::black_box(game.view(Some(seat)));
                }
                let legal = game.legal_actions(seat);
                if mode == 2 {
                    std::hint::black_box(game.legal_actions(seat));
                }
                let a = rng.pick(&legal).cloned().unwrap();
                game.play(seat, a).unwrap();
            }
        }
        println!(
            "mode {mode}: {:.0} games/s",
            2000.0 / start.elapsed().as_secs_f64()
        );
    }
}
