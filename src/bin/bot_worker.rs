//! The bot worker: a Web Worker that receives a seat's view and legal actions and answers
//! with the bot's choice.

use gloo::worker::Registrable;
use round_table::games::bots::BotWorker;

fn main() {
    console_error_panic_hook::set_once();
    BotWorker::registrar().register();
}
