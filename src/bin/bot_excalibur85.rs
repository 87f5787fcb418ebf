//! Excalibur (1985)'s bots in a Web Worker: a seat's view and legal actions in, a choice out.

use gloo::worker::Registrable;
use round_table::games::bots::BotWorker;

fn main() {
    console_error_panic_hook::set_once();
    BotWorker::<excalibur85::Excalibur85>::registrar().register();
}
