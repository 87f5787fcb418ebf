//! Memory in the browser: Talc, with freed small blocks kept by size for the next request.
//!
//! Bots build views and list moves thousands of times a decision, and nearly all of those
//! allocations are small and short-lived. glibc answers them natively from per-size caches
//! of freed blocks (its tcache); Talc has no such cache and searches its free lists each
//! time, which made allocation a larger share of the work in the browser than natively.

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;
use core::ptr;

/// Blocks of up to this many bytes are cached, in size classes `STEP` bytes apart.
const MAX_CACHED: usize = 1024;
const STEP: usize = 16;
const CLASSES: usize = MAX_CACHED / STEP + 1;

#[global_allocator]
static ALLOCATOR: Allocator = Allocator::new();

struct Allocator {
    talc: talc::wasm::WasmDynamicTalc,
    /// Each class's first freed block; a freed block holds the address of the next.
    free: UnsafeCell<[*mut u8; CLASSES]>,
}

// Safety: the allocator is installed only where WebAssembly runs on one thread (see lib.rs).
unsafe impl Sync for Allocator {}

/// The size class of a block, if it is small enough to cache: 1 to `CLASSES - 1`. Every
/// block of a class is taken from Talc at the class's full size, so any block of it serves
/// any request of it.
fn class(layout: Layout) -> Option<usize> {
    (layout.size() <= MAX_CACHED && layout.align() <= STEP)
        .then(|| layout.size().div_ceil(STEP).max(1))
}

fn class_layout(class: usize) -> Layout {
    debug_assert!((1..CLASSES).contains(&class));
    // Safety: `class` comes from `class()`, so the size is a multiple of 16 up to 1,024 and
    // the alignment a power of two.
    unsafe { Layout::from_size_align_unchecked(class * STEP, STEP) }
}

impl Allocator {
    const fn new() -> Self {
        Allocator {
            talc: talc::wasm::new_wasm_dynamic_allocator(),
            free: UnsafeCell::new([ptr::null_mut(); CLASSES]),
        }
    }

    /// Gives every cached block back to Talc, so that memory kept for one size can serve
    /// another when Talc has run out.
    unsafe fn release_cache(&self) {
        for c in 1..CLASSES {
            loop {
                let head = unsafe { (*self.free.get())[c] };
                if head.is_null() {
                    break;
                }
                unsafe {
                    (*self.free.get())[c] = *(head as *mut *mut u8);
                    self.talc.dealloc(head, class_layout(c));
                }
            }
        }
    }

    /// Talc's answer to `ask`, asked once more with the cache given back if it had nothing
    /// left. (A refused request changes nothing, so asking again is sound.)
    unsafe fn ask_talc(&self, ask: impl Fn(&talc::wasm::WasmDynamicTalc) -> *mut u8) -> *mut u8 {
        let block = ask(&self.talc);
        if !block.is_null() {
            return block;
        }
        unsafe { self.release_cache() };
        ask(&self.talc)
    }
}

unsafe impl GlobalAlloc for Allocator {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(c) = class(layout) else {
            return unsafe { self.ask_talc(|talc| talc.alloc(layout)) };
        };
        unsafe {
            let head = (*self.free.get())[c];
            if head.is_null() {
                return self.ask_talc(|talc| talc.alloc(class_layout(c)));
            }
            (*self.free.get())[c] = *(head as *mut *mut u8);
            head
        }
    }

    #[inline]
    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        let Some(c) = class(layout) else {
            return unsafe { self.talc.dealloc(block, layout) };
        };
        unsafe {
            *(block as *mut *mut u8) = (*self.free.get())[c];
            (*self.free.get())[c] = block;
        }
    }

    unsafe fn realloc(&self, block: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let Ok(new_layout) = Layout::from_size_align(new_size, layout.align()) else {
            return ptr::null_mut();
        };
        match (class(layout), class(new_layout)) {
            (Some(old), Some(new)) if old == new => block,
            (None, None) => unsafe { self.ask_talc(|talc| talc.realloc(block, layout, new_size)) },
            _ => unsafe {
                let moved = self.alloc(new_layout);
                if !moved.is_null() {
                    ptr::copy_nonoverlapping(block, moved, layout.size().min(new_size));
                    self.dealloc(block, layout);
                }
                moved
            },
        }
    }
}
