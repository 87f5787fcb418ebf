//! The land as it grows: every tile drawn in SVG with its paths, the figures on it, the cards
//! lying there, and the tiles the knight to play can reach or explore, which he taps to go.
//! The territory pans and zooms by mouse (drag, wheel) and touch (drag, pinch), and has
//! buttons for both; the development areas are small boards beside it.

use super::faces::{area_icon, place_icon};
use super::words::{area, place, spot};
use crate::i18n::{use_i18n, I18n};
use excalibur85::areas::{AreaCard, Spot};
use excalibur85::map::{Cell, Grid, Piece, Placed};
use excalibur85::state::Location;
use excalibur85::territory::{Tile, Zone};
use excalibur85::tile::{Dir, Edge};
use excalibur85::view::View;
use excalibur85::Action;
use std::collections::HashMap;
use std::rc::Rc;
use yew::prelude::*;

/// A tile's side in SVG units.
const S: f64 = 100.0;

/// A place the knight to play may go: where, what it does, and the action.
#[derive(Clone, Debug, PartialEq)]
pub struct Target {
    pub at: Location,
    pub action: Action,
    /// Exploring: the cell is still empty.
    pub new: bool,
    pub label: String,
}

/// Where a step in direction `d` leads from `at`, on the same board.
pub fn step_from(at: Location, d: Dir) -> Location {
    match at {
        Location::Territory(c) => Location::Territory(c.step(d)),
        Location::Area(b, c) => Location::Area(b, c.step(d)),
    }
}

/// A figure on the map: its seat's colour index and initial.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub seat: usize,
    pub initial: String,
    pub name: String,
    pub at: Location,
    pub active: bool,
}

fn edge_colour(e: Edge) -> &'static str {
    match e {
        Edge::Pink => "var(--x85-pink)",
        Edge::Yellow => "var(--x85-yellow)",
        Edge::Dev => "var(--x85-dev)",
        Edge::Wall => "none",
    }
}

/// The four paths of a piece, from its centre to each open side.
fn paths<T: Piece + Copy>(p: &Placed<T>) -> Html {
    let (cx, cy) = (p.at.x as f64 * S + S / 2.0, p.at.y as f64 * S + S / 2.0);
    let lines = Dir::ALL.iter().filter_map(|d| {
        let e = p.edge(*d);
        if !e.is_path() {
            return None;
        }
        let (dx, dy) = d.offset();
        let (x2, y2) = (cx + dx as f64 * S / 2.0, cy + dy as f64 * S / 2.0);
        Some(html! {
            <line x1={cx.to_string()} y1={cy.to_string()} x2={x2.to_string()} y2={y2.to_string()}
                stroke={edge_colour(e)} stroke-width="16" stroke-linecap="butt" />
        })
    });
    html! {
        <>
            { for lines }
            <circle cx={cx.to_string()} cy={cy.to_string()} r="12" fill="var(--x85-ground)" />
        </>
    }
}

fn glyph(name: &str, x: f64, y: f64, size: f64) -> Html {
    html! {
        <svg x={(x - size / 2.0).to_string()} y={(y - size / 2.0).to_string()} width={size.to_string()}
            height={size.to_string()} class="x85-glyph" aria-hidden="true">
            <use href={crate::art::icon::href(name)} />
        </svg>
    }
}

fn tile_fill(t: &Tile) -> &'static str {
    if t.place == excalibur85::Place::Access {
        "url(#x85-access)"
    } else {
        match t.zone {
            Zone::Iniciatica => "var(--x85-iniciatica)",
            Zone::Fantastica => "var(--x85-fantastica)",
        }
    }
}

/// A place's name along the foot of its tile, squeezed to the tile's width when long, so a
/// player reads the land without tapping every tile.
fn tile_name(name: &str, x: f64, y: f64) -> Html {
    let long = name.chars().count() > 13;
    html! {
        <text class="x85-tile-name" x={(x + S / 2.0).to_string()} y={(y + S - 7.0).to_string()}
            text-anchor="middle" aria-hidden="true"
            textLength={long.then(|| (S - 8.0).to_string())}
            lengthAdjust={long.then_some("spacingAndGlyphs")}>{ name.to_string() }</text>
    }
}

/// A laid tile. A tap (not a drag), or Enter or Space when it has the focus, explains it in
/// the info sheet: the place, and the area whose way in lies there.
fn tile(
    i18n: &I18n,
    p: &Placed<Tile>,
    doorway: Option<excalibur85::Area>,
    on_tap: &Callback<(excalibur85::Place, Option<excalibur85::Area>)>,
    on_key: &Callback<(excalibur85::Place, Option<excalibur85::Area>)>,
) -> Html {
    let (x, y) = (p.at.x as f64 * S, p.at.y as f64 * S);
    let mut title = place(i18n, p.piece.place);
    if let Some(a) = doorway {
        title = format!("{title} · {}", area(i18n, a));
    }
    let what = (p.piece.place, doorway);
    let onclick = {
        let on_tap = on_tap.clone();
        Callback::from(move |_: MouseEvent| on_tap.emit(what))
    };
    html! {
        <g class="x85-tile" data-place={p.piece.place.slug()} role="button" tabindex="0"
            aria-label={title.clone()} {onclick} onkeydown={on_enter(on_key.clone(), what)}>
            <title>{ title }</title>
            <rect x={x.to_string()} y={y.to_string()} width={S.to_string()} height={S.to_string()}
                fill={tile_fill(&p.piece)} stroke="var(--x85-line)" stroke-width="1.5" />
            { paths(p) }
            if p.piece.place != excalibur85::Place::Plain {
                { glyph(place_icon(p.piece.place), x + 24.0, y + 24.0, 30.0) }
            }
            if let Some(a) = doorway {
                { glyph(area_icon(a), x + 76.0, y + 24.0, 28.0) }
            }
            if p.piece.place != excalibur85::Place::Plain {
                { tile_name(&place(i18n, p.piece.place), x, y) }
            }
        </g>
    }
}

/// Enter or Space on a focused piece of the map does what a tap does.
fn on_enter<T: Copy + 'static>(cb: Callback<T>, value: T) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            cb.emit(value);
        }
    })
}

/// A card of a development area; a tap explains it, labelled as our design.
fn area_piece(
    i18n: &I18n,
    a: excalibur85::Area,
    p: &Placed<AreaCard>,
    explain: &Callback<Spot>,
) -> Html {
    let (x, y) = (p.at.x as f64 * S, p.at.y as f64 * S);
    let icon = match p.piece.spot {
        Spot::Plain => None,
        Spot::Entrance => Some(area_icon(a)),
        Spot::Key => Some(crate::art::icon_name("locked-chest")),
        Spot::Exit => Some(crate::art::icon_name("exit-door")),
        Spot::Gift(c) => Some(super::faces::card_icon(c)),
        Spot::Delay(_) => Some(crate::art::icon_name("sands-of-time")),
        Spot::LoseDexterity => Some(crate::art::icon_name("water-drop")),
        Spot::Lair => Some(crate::art::icon_name("monster-grasp")),
    };
    let onclick = {
        let (explain, s) = (explain.clone(), p.piece.spot);
        Callback::from(move |_: MouseEvent| explain.emit(s))
    };
    let label = spot(i18n, a, p.piece.spot);
    html! {
        <g class="x85-tile" role="button" tabindex="0" aria-label={label.clone()} {onclick}
            onkeydown={on_enter(explain.clone(), p.piece.spot)}>
            <title>{ label }</title>
            <rect x={x.to_string()} y={y.to_string()} width={S.to_string()} height={S.to_string()}
                fill="var(--x85-area)" stroke="var(--x85-line)" stroke-width="1.5" />
            { paths(p) }
            if let Some(icon) = icon { { glyph(icon, x + 24.0, y + 24.0, 30.0) } }
        </g>
    }
}

/// The figures of one board grouped by cell (`here` gives a figure's cell on that board).
fn crowds<'a>(
    figures: &'a [Figure],
    here: &dyn Fn(&Location) -> Option<Cell>,
) -> Vec<(Cell, Vec<&'a Figure>)> {
    let mut out: Vec<(Cell, Vec<&Figure>)> = Vec::new();
    for f in figures {
        let Some(c) = here(&f.at) else {
            continue;
        };
        match out.iter_mut().find(|(cell, _)| *cell == c) {
            Some((_, v)) => v.push(f),
            None => out.push((c, vec![f])),
        }
    }
    out
}

/// The figures standing in one cell, spread so each shows.
fn figures(figs: &[&Figure], cell: Cell) -> Html {
    let n = figs.len();
    let spots = figs.iter().enumerate().map(|(i, f)| {
        let angle = std::f64::consts::TAU * i as f64 / n.max(1) as f64;
        let r = if n > 1 { 20.0 } else { 0.0 };
        let cx = cell.x as f64 * S + S / 2.0 + r * angle.cos();
        let cy = cell.y as f64 * S + S / 2.0 + 8.0 + r * angle.sin();
        html! {
            <g class={classes!("x85-figure", format!("seat-colour-{}", f.seat % 8), f.active.then_some("is-active"))}>
                <title>{ f.name.clone() }</title>
                <circle cx={cx.to_string()} cy={cy.to_string()} r="15" />
                <text x={cx.to_string()} y={(cy + 5.5).to_string()} text-anchor="middle">{ f.initial.clone() }</text>
            </g>
        }
    });
    html! { <>{ for spots }</> }
}

/// Cards lying in a cell: a small stack with its count.
/// The cards lying in each cell of one board (`here` picks the board): how many, and the
/// first one this seat may see, if any.
fn piles(view: &View, here: &dyn Fn(&Location) -> Option<Cell>) -> Vec<Pile> {
    let mut out: Vec<Pile> = Vec::new();
    for l in &view.lying {
        let Some(cell) = here(&l.at) else {
            continue;
        };
        match out.iter_mut().find(|p| p.cell == cell) {
            Some(p) => {
                p.count += 1;
                p.shown = p.shown.or(l.card);
            }
            None => out.push(Pile {
                cell,
                count: 1,
                shown: l.card,
            }),
        }
    }
    out
}

struct Pile {
    cell: Cell,
    count: usize,
    shown: Option<excalibur85::Card>,
}

/// A pile of cards on a tile: the picture of one the viewer may see (a face-up card, or one
/// on his own tile), and how many lie there.
fn lying(pile: &Pile) -> Html {
    let (x, y) = (pile.cell.x as f64 * S + 62.0, pile.cell.y as f64 * S + 56.0);
    html! {
        <g class={classes!("x85-lying", pile.shown.is_some().then_some("is-shown"))}>
            <rect x={x.to_string()} y={y.to_string()} width="32" height="40" rx="4" />
            if let Some(c) = pile.shown {
                { glyph(super::faces::card_icon(c), x + 16.0, y + 17.0, 26.0) }
            }
            if pile.count > 1 || pile.shown.is_none() {
                <text x={(x + 16.0).to_string()} y={(y + if pile.shown.is_some() { 38.0 } else { 27.0 }).to_string()} text-anchor="middle">{ pile.count }</text>
            }
        </g>
    }
}

/// A lit cell: tapped (unless the tap was a drag, which `on_tap` checks) or pressed with
/// Enter or Space, it plays its action.
fn target(
    t: &Target,
    cell: Cell,
    on_tap: &Option<Callback<Action>>,
    on_key: &Option<Callback<Action>>,
) -> Html {
    let (x, y) = (cell.x as f64 * S + 4.0, cell.y as f64 * S + 4.0);
    let onclick = on_tap.clone().map(|cb| {
        let action = t.action;
        Callback::from(move |_: MouseEvent| cb.emit(action))
    });
    let onkeydown = on_key.clone().map(|cb| on_enter(cb, t.action));
    html! {
        <g class={classes!("x85-target", t.new.then_some("is-new"))} role="button" tabindex="0"
            aria-label={t.label.clone()} {onclick} {onkeydown} data-testid="map-target">
            <title>{ t.label.clone() }</title>
            <rect x={x.to_string()} y={y.to_string()} width={(S - 8.0).to_string()} height={(S - 8.0).to_string()} rx="10" />
            if t.new {
                <text x={(x + S / 2.0 - 4.0).to_string()} y={(y + S / 2.0 + 8.0).to_string()} text-anchor="middle">{ "?" }</text>
            }
        </g>
    }
}

/// A drawn piece turned `turns` quarter turns, for the buttons that place it: its paths, its
/// picture, and a mark on the side it joins (`from`, the side facing the knight).
pub fn piece_preview(piece: &excalibur85::state::Piece, turns: u8, from: Dir) -> Html {
    let at = Cell::ORIGIN;
    let (body, fill, icon) = match piece {
        excalibur85::state::Piece::Tile(t) => {
            let p = Placed {
                at,
                piece: *t,
                turns,
            };
            let icon = (t.place != excalibur85::Place::Plain).then(|| place_icon(t.place));
            (paths(&p), tile_fill(t), icon)
        }
        excalibur85::state::Piece::Area(_, c) => {
            let p = Placed {
                at,
                piece: *c,
                turns,
            };
            (paths(&p), "var(--x85-area)", None)
        }
    };
    let (dx, dy) = from.offset();
    let (mx, my) = (50.0 + dx as f64 * 44.0, 50.0 + dy as f64 * 44.0);
    html! {
        <svg class="x85-preview-tile" viewBox="0 0 100 100" aria-hidden="true">
            <rect x="0" y="0" width="100" height="100" fill={fill} stroke="var(--x85-line)" stroke-width="2" />
            { body }
            if let Some(icon) = icon { { glyph(icon, 24.0, 24.0, 30.0) } }
            <circle cx={mx.to_string()} cy={my.to_string()} r="7" class="x85-join" />
        </svg>
    }
}

/// The piece just drawn, shown where it will be laid, as its first allowed turn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    pub at: Location,
    pub piece: excalibur85::state::Piece,
    pub turns: u8,
}

fn ghost(g: &Ghost, cell: Cell) -> Html {
    let (x, y) = (cell.x as f64 * S, cell.y as f64 * S);
    let (body, fill) = match g.piece {
        excalibur85::state::Piece::Tile(t) => (
            paths(&Placed {
                at: cell,
                piece: t,
                turns: g.turns,
            }),
            tile_fill(&t),
        ),
        excalibur85::state::Piece::Area(_, c) => (
            paths(&Placed {
                at: cell,
                piece: c,
                turns: g.turns,
            }),
            "var(--x85-area)",
        ),
    };
    html! {
        <g class="x85-ghost" data-testid="ghost">
            <rect x={x.to_string()} y={y.to_string()} width={S.to_string()} height={S.to_string()} fill={fill} />
            { body }
        </g>
    }
}

/// The cells a grid covers, with one spare cell all round.
fn bounds<T: Piece + Copy>(grid: &Grid<T>, extra: &[Cell]) -> (f64, f64, f64, f64) {
    let cells = grid
        .pieces
        .iter()
        .map(|p| p.at)
        .chain(extra.iter().copied());
    let (mut x0, mut y0, mut x1, mut y1) = (0, 0, 0, 0);
    for c in cells {
        x0 = x0.min(c.x);
        y0 = y0.min(c.y);
        x1 = x1.max(c.x);
        y1 = y1.max(c.y);
    }
    (
        (x0 - 1) as f64 * S,
        (y0 - 1) as f64 * S,
        (x1 - x0 + 3) as f64 * S,
        (y1 - y0 + 3) as f64 * S,
    )
}

#[derive(Properties, PartialEq)]
pub struct MapProps {
    pub view: Rc<View>,
    pub figures: Vec<Figure>,
    pub targets: Vec<Target>,
    #[prop_or_default]
    pub on_action: Option<Callback<Action>>,
    #[prop_or_default]
    pub ghost: Option<Ghost>,
}

/// How the territory is looked at.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum Camera {
    /// Around the knight to play, some seven tiles across (the whole land while smaller), so
    /// that tiles stay readable on a phone as the land grows.
    #[default]
    Follow,
    /// The whole land.
    Whole,
    /// Where the player put it: a centre in SVG units and a zoom over the whole land.
    Free { cx: f64, cy: f64, zoom: f64 },
}

/// The centre and zoom a camera gives over a land of these bounds, following `focus`.
fn frame(
    camera: Camera,
    (bx, by, bw, bh): (f64, f64, f64, f64),
    focus: Option<Cell>,
) -> (f64, f64, f64) {
    let middle = (bx + bw / 2.0, by + bh / 2.0);
    let (cx, cy, zoom) = match camera {
        Camera::Whole => (middle.0, middle.1, 1.0),
        Camera::Follow => {
            let (cx, cy) = focus.map_or(middle, |c| {
                (c.x as f64 * S + S / 2.0, c.y as f64 * S + S / 2.0)
            });
            (cx, cy, (bw.max(bh) / (7.0 * S)).max(1.0))
        }
        Camera::Free { cx, cy, zoom } => (cx, cy, zoom),
    };
    // Never lose the land: the centre stays over it.
    (
        cx.clamp(bx, bx + bw),
        cy.clamp(by, by + bh),
        zoom.clamp(0.5, 6.0),
    )
}

/// Pointers down on the map, for dragging and pinching.
#[derive(Default)]
struct Gesture {
    pointers: HashMap<i32, (f64, f64)>,
    moved: f64,
}

#[function_component(Territory)]
pub fn territory(props: &MapProps) -> Html {
    let i18n = use_i18n();
    let camera = use_state(Camera::default);
    let gesture = use_mut_ref(Gesture::default);
    let svg_ref = use_node_ref();
    let open_sheet = crate::components::info_sheet::use_info_sheet();
    let view = &props.view;
    let extra: Vec<Cell> = props
        .targets
        .iter()
        .map(|t| t.at)
        .chain(props.ghost.map(|g| g.at))
        .filter_map(|at| match at {
            Location::Territory(c) => Some(c),
            _ => None,
        })
        .collect();
    let (bx, by, bw, bh) = bounds(&view.map, &extra);
    let focus = props
        .figures
        .iter()
        .find(|f| f.active)
        .and_then(|f| match f.at {
            Location::Territory(c) => Some(c),
            Location::Area(b, _) => view.boards.get(b).map(|b| b.doorway),
        });
    let (cx, cy, zoom) = frame(*camera, (bx, by, bw, bh), focus);
    let (w, h) = (bw / zoom, bh / zoom);
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    let view_box = format!("{x} {y} {w} {h}");
    // Screen pixels to SVG units.
    let scale = {
        let svg_ref = svg_ref.clone();
        move || {
            svg_ref
                .cast::<web_sys::Element>()
                .map(|e| e.get_bounding_client_rect())
                .filter(|r| r.width() > 0.0 && r.height() > 0.0)
                // The drawing fits the box by its limiting side.
                .map_or(1.0, |r| (w / r.width()).max(h / r.height()))
        }
    };
    let zoom_by = {
        let camera = camera.clone();
        move |factor: f64| {
            camera.set(Camera::Free {
                cx,
                cy,
                zoom: (zoom * factor).clamp(0.5, 6.0),
            });
        }
    };
    let onpointerdown = {
        let gesture = gesture.clone();
        Callback::from(move |e: PointerEvent| {
            let mut g = gesture.borrow_mut();
            g.pointers
                .insert(e.pointer_id(), (e.client_x() as f64, e.client_y() as f64));
            g.moved = 0.0;
        })
    };
    let onpointermove = {
        let (gesture, camera, scale, zoom_by) = (
            gesture.clone(),
            camera.clone(),
            scale.clone(),
            zoom_by.clone(),
        );
        Callback::from(move |e: PointerEvent| {
            let mut g: std::cell::RefMut<Gesture> = gesture.borrow_mut();
            let Some(&(px, py)) = g.pointers.get(&e.pointer_id()) else {
                return;
            };
            let (nx, ny) = (e.client_x() as f64, e.client_y() as f64);
            if g.pointers.len() >= 2 {
                // Pinch: the change in the two fingers' distance.
                let other = g
                    .pointers
                    .iter()
                    .find(|(id, _)| **id != e.pointer_id())
                    .map(|(_, p)| *p);
                if let Some((ox, oy)) = other {
                    let before = ((px - ox).powi(2) + (py - oy).powi(2)).sqrt();
                    let after = ((nx - ox).powi(2) + (ny - oy).powi(2)).sqrt();
                    if before > 0.0 {
                        zoom_by(after / before);
                    }
                }
            } else {
                let k = scale();
                camera.set(Camera::Free {
                    cx: cx - (nx - px) * k,
                    cy: cy - (ny - py) * k,
                    zoom,
                });
            }
            g.moved += (nx - px).abs() + (ny - py).abs();
            g.pointers.insert(e.pointer_id(), (nx, ny));
        })
    };
    let onpointerup = {
        let gesture = gesture.clone();
        Callback::from(move |e: PointerEvent| {
            gesture.borrow_mut().pointers.remove(&e.pointer_id());
        })
    };
    let onwheel = {
        let zoom_by = zoom_by.clone();
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            zoom_by(if e.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 });
        })
    };
    let zoom_in = {
        let zoom_by = zoom_by.clone();
        Callback::from(move |_: MouseEvent| zoom_by(1.25))
    };
    let zoom_out = {
        let zoom_by = zoom_by.clone();
        Callback::from(move |_: MouseEvent| zoom_by(0.8))
    };
    // The whole land, or back to following the knight to play.
    let whole = *camera == Camera::Whole;
    let fit = {
        let camera = camera.clone();
        Callback::from(move |_: MouseEvent| {
            camera.set(if whole { Camera::Follow } else { Camera::Whole })
        })
    };
    let fit_label = i18n.t(if whole {
        "x85-zoom-follow"
    } else {
        "x85-zoom-fit"
    });
    // A tile explained, from the keyboard; a tap explains it too, unless it was a drag.
    let explain = {
        let i18n = i18n.clone();
        Callback::from(
            move |(p, a): (excalibur85::Place, Option<excalibur85::Area>)| {
                let mut body = super::faces::place_explained(&i18n, p);
                if let Some(a) = a {
                    body = format!("{body} {}", super::faces::area_explained(&i18n, a));
                }
                open_sheet.emit(crate::components::info_sheet::Info {
                    title: place(&i18n, p),
                    body,
                    face: super::faces::place_picture(&i18n, p),
                    actions: Vec::new(),
                });
            },
        )
    };
    let explain_tap = {
        let (gesture, explain) = (gesture.clone(), explain.clone());
        Callback::from(
            move |what: (excalibur85::Place, Option<excalibur85::Area>)| {
                if gesture.borrow().moved < 12.0 {
                    explain.emit(what)
                }
            },
        )
    };
    // A tap that dragged the map is not a tap on a target.
    let on_action = props.on_action.clone().map(|cb| {
        let gesture = gesture.clone();
        Callback::from(move |a: Action| {
            if gesture.borrow().moved < 12.0 {
                cb.emit(a)
            }
        })
    });
    let doorway = |cell: Cell| {
        view.boards
            .iter()
            .find(|b| b.doorway == cell)
            .map(|b| b.area)
    };
    let on_land = |l: &Location| match l {
        Location::Territory(c) => Some(*c),
        _ => None,
    };
    let lying_here = piles(view, &on_land);
    let by_cell = crowds(&props.figures, &on_land);
    html! {
        <div class="x85-map" data-testid="map">
            <svg ref={svg_ref} viewBox={view_box} class="x85-map-svg" role="group"
                aria-label={i18n.t_args("x85-map-label", &[("count", crate::i18n::Arg::from(view.map.pieces.len() as u32))])}
                {onpointerdown} {onpointermove} onpointerup={onpointerup.clone()} onpointercancel={onpointerup.clone()}
                onpointerleave={onpointerup} {onwheel}>
                <defs>
                    <linearGradient id="x85-access" x1="0" y1="0" x2="1" y2="1">
                        <stop offset="0.5" stop-color="var(--x85-iniciatica)" />
                        <stop offset="0.5" stop-color="var(--x85-fantastica)" />
                    </linearGradient>
                </defs>
                { for view.map.pieces.iter().map(|p| tile(&i18n, p, doorway(p.at), &explain_tap, &explain)) }
                { for lying_here.iter().map(lying) }
                { for props.ghost.iter().filter_map(|g| match g.at {
                    Location::Territory(c) => Some(ghost(g, c)),
                    _ => None,
                }) }
                { for props.targets.iter().filter_map(|t| match t.at {
                    Location::Territory(c) => Some(target(t, c, &on_action, &props.on_action)),
                    _ => None,
                }) }
                { for by_cell.iter().map(|(c, f)| figures(f, *c)) }
            </svg>
            <div class="x85-map-tools">
                <button class="ghost icon-button" data-testid="zoom-in" onclick={zoom_in} aria-label={i18n.t("x85-zoom-in")} title={i18n.t("x85-zoom-in")}>{ "+" }</button>
                <button class="ghost icon-button" onclick={zoom_out} aria-label={i18n.t("x85-zoom-out")} title={i18n.t("x85-zoom-out")}>{ "−" }</button>
                <button class="ghost icon-button" data-testid="zoom-fit" onclick={fit} aria-label={fit_label.clone()} title={fit_label}>
                    if whole { { crate::art::icon("expand") } } else { { crate::art::icon("contract") } }
                </button>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct AreaProps {
    pub view: Rc<View>,
    pub board: usize,
    pub figures: Vec<Figure>,
    pub targets: Vec<Target>,
    #[prop_or_default]
    pub on_action: Option<Callback<Action>>,
    #[prop_or_default]
    pub ghost: Option<Ghost>,
}

/// One development area's small board.
#[function_component(AreaBoard)]
pub fn area_board(props: &AreaProps) -> Html {
    let i18n = use_i18n();
    // Hooks before any early return.
    let open_sheet = crate::components::info_sheet::use_info_sheet();
    let Some(b) = props.view.boards.get(props.board) else {
        return html! {};
    };
    let explain = {
        let (i18n, area_of) = (i18n.clone(), b.area);
        Callback::from(move |s: Spot| {
            open_sheet.emit(crate::components::info_sheet::Info {
                title: spot(&i18n, area_of, s),
                body: format!(
                    "{} {}",
                    super::words::spot_text(&i18n, area_of, s),
                    i18n.t("x85-our-design")
                ),
                face: super::faces::area_picture(&i18n, area_of),
                actions: Vec::new(),
            });
        })
    };
    let here = |l: &Location| matches!(l, Location::Area(i, _) if *i == props.board);
    let cell_of = |l: &Location| match l {
        Location::Area(_, c) => *c,
        Location::Territory(c) => *c,
    };
    let extra: Vec<Cell> = props
        .targets
        .iter()
        .map(|t| t.at)
        .chain(props.ghost.map(|g| g.at))
        .filter(here)
        .map(|at| cell_of(&at))
        .collect();
    let (bx, by, bw, bh) = bounds(&b.grid, &extra);
    let on_board = |l: &Location| here(l).then(|| cell_of(l));
    let by_cell = crowds(&props.figures, &on_board);
    let lying_here = piles(&props.view, &on_board);
    html! {
        <figure class="x85-area" data-testid={format!("area-{}", b.area.slug())}>
            <figcaption>{ crate::art::icon(area_icon(b.area)) }{ area(&i18n, b.area) }
                <span class="muted">{ i18n.t_args("x85-area-left", &[("count", crate::i18n::Arg::from(b.left as u32))]) }</span>
            </figcaption>
            <svg viewBox={format!("{bx} {by} {bw} {bh}")} class="x85-area-svg" role="group" aria-label={area(&i18n, b.area)}>
                { for b.grid.pieces.iter().map(|p| area_piece(&i18n, b.area, p, &explain)) }
                { for lying_here.iter().map(lying) }
                { for props.ghost.iter().filter(|g| here(&g.at)).map(|g| ghost(g, cell_of(&g.at))) }
                { for props.targets.iter().filter(|t| here(&t.at)).map(|t| target(t, cell_of(&t.at), &props.on_action, &props.on_action)) }
                { for by_cell.iter().map(|(c, f)| figures(f, *c)) }
            </svg>
        </figure>
    }
}
