//! Work put off until the screen has painted: a timer set from the next frame's callback
//! fires once that frame is on screen. The first draw of a table is its longest task; what
//! a player does not see at first comes a frame later, so the page answers sooner.

use gloo::render::{request_animation_frame, AnimationFrame};
use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

/// Runs `f` once the next frame has painted, unless dropped first (dropping the frame
/// cancels it; dropping the timer set from it cancels that).
pub struct AfterPaint {
    _frame: AnimationFrame,
    _timer: Rc<RefCell<Option<Timeout>>>,
}

pub fn after_paint(f: impl FnOnce() + 'static) -> AfterPaint {
    let timer = Rc::new(RefCell::new(None::<Timeout>));
    let slot = timer.clone();
    let frame = request_animation_frame(move |_| {
        *slot.borrow_mut() = Some(Timeout::new(0, f));
    });
    AfterPaint {
        _frame: frame,
        _timer: timer,
    }
}

thread_local! {
    /// Whether this module has painted a screen that used `use_painted`.
    static PAINTED: Cell<bool> = const { Cell::new(false) };
}

/// False until the first screen of this module that asks has painted; true from then on
/// (later screens draw whole at once).
#[hook]
pub fn use_painted() -> bool {
    let painted = use_state(|| PAINTED.with(Cell::get));
    {
        let painted = painted.clone();
        use_effect_with((), move |_| {
            let pending = (!*painted).then(|| {
                after_paint(move || {
                    PAINTED.with(|p| p.set(true));
                    painted.set(true);
                })
            });
            move || drop(pending)
        });
    }
    *painted
}
