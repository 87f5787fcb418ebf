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
    /// How many stages of this module's first screen that asks have painted (`use_stage`).
    static PAINTED: Cell<u8> = const { Cell::new(0) };
}

/// False until the first screen of this module that asks has painted; true from then on
/// (later screens draw whole at once).
#[hook]
pub fn use_painted() -> bool {
    use_stage(1)
}

/// Stage `stage` of a first draw: true once the frame after the stage before it has
/// painted, so a long first draw comes in several tasks (a part drawn at stage 2 is drawn
/// by a component that stage 1 mounted). True at once on any later screen.
#[hook]
pub fn use_stage(stage: u8) -> bool {
    let painted = use_state(|| PAINTED.with(Cell::get) >= stage);
    {
        let painted = painted.clone();
        use_effect_with((), move |_| {
            let pending = (!*painted).then(|| {
                after_paint(move || {
                    PAINTED.with(|p| p.set(p.get().max(stage)));
                    painted.set(true);
                })
            });
            move || drop(pending)
        });
    }
    *painted
}

#[derive(Properties, PartialEq)]
pub struct LaterProps {
    /// The stage it comes at (`use_stage`).
    pub stage: u8,
    pub children: Html,
}

/// Its children from stage `stage` of a first draw on, nothing before (the place it is drawn
/// in keeps their room). Their markup is built by whoever draws `Later`; only putting them
/// on the page waits.
#[function_component(Later)]
pub fn later(props: &LaterProps) -> Html {
    if use_stage(props.stage) {
        props.children.clone()
    } else {
        html! {}
    }
}
