//! The browser's allocator (src/allocator.rs): freed small blocks serve the next request of
//! their size, and every block keeps its contents and alignment, whatever path it took.

use wasm_bindgen_test::*;

#[wasm_bindgen_test]
fn a_freed_small_block_serves_the_next_request_of_its_size() {
    // 40 and 48 bytes share a 16-byte class; the freed block is handed out again, even
    // after a request of another size in between.
    let first = Box::new([1u8; 40]);
    let address = first.as_ptr() as usize;
    drop(first);
    let other = Box::new([3u8; 500]);
    let second = Box::new([2u8; 48]);
    assert_eq!(other[499], 3);
    assert_eq!(second.as_ptr() as usize, address);
    assert!(second.iter().all(|b| *b == 2));
}

#[wasm_bindgen_test]
fn blocks_keep_their_contents_through_growth_across_classes_and_beyond_the_cache() {
    // Pushing one by one reallocates within a class, to the next class, and past the
    // cached sizes into the general allocator.
    let mut grown: Vec<u32> = Vec::new();
    for i in 0..5_000u32 {
        grown.push(i);
    }
    assert!(grown.iter().enumerate().all(|(i, v)| *v == i as u32));
    grown.truncate(10);
    grown.shrink_to_fit();
    assert_eq!(grown, (0..10).collect::<Vec<u32>>());
    // Many live blocks of many sizes, freed in an interleaved order, then reused.
    let mut live: Vec<Vec<u8>> = (1..1_200usize).map(|n| vec![(n % 251) as u8; n]).collect();
    for (n, block) in live.iter().enumerate() {
        assert!(block.iter().all(|b| *b == ((n + 1) % 251) as u8));
    }
    let kept: Vec<Vec<u8>> = live.drain(..).step_by(2).collect();
    let again: Vec<Vec<u8>> = (1..600usize).map(|n| vec![7; n]).collect();
    for block in &kept {
        let want = (block.len() % 251) as u8;
        assert!(block.iter().all(|b| *b == want));
    }
    assert!(again.iter().all(|block| block.iter().all(|b| *b == 7)));
}

#[wasm_bindgen_test]
fn alignment_is_kept_for_small_and_over_aligned_blocks() {
    #[repr(align(64))]
    struct Wide([u8; 8]);
    for _ in 0..8 {
        let small = Box::new(0u128);
        assert_eq!(&*small as *const u128 as usize % 16, 0);
        let wide = Box::new(Wide([3; 8]));
        assert_eq!(&*wide as *const Wide as usize % 64, 0);
        assert_eq!(wide.0, [3; 8]);
    }
}
