// Paging needs the first positions of a ranking, not the whole ranking: the
// smallest k of n keys, in order, cost n log k with a heap instead of n log n
// for a sort, and nothing is allocated (the keys are sorted in place).

/**
 * Reorders `keys[0..count)` so that `keys[0..k)` holds its `k` smallest keys in
 * ascending order (`k` is clamped to `count`). The rest is left in any order.
 */
export function sortSmallest(keys: Float64Array, count: number, k: number): void {
  const kept = Math.min(k, count);
  if (kept <= 0) return;
  // For a large share of the keys a sort is as cheap.
  if (kept * 8 >= count) {
    keys.subarray(0, count).sort();
    return;
  }
  // A max-heap of the kept keys in keys[0..kept): its root is the largest kept so far.
  for (let node = (kept >>> 1) - 1; node >= 0; node--) siftDown(keys, node, kept);
  for (let index = kept; index < count; index++) {
    const key = keys[index]!;
    if (key < keys[0]!) {
      keys[index] = keys[0]!;
      keys[0] = key;
      siftDown(keys, 0, kept);
    }
  }
  keys.subarray(0, kept).sort();
}

function siftDown(heap: Float64Array, from: number, size: number): void {
  let node = from;
  const key = heap[node]!;
  for (;;) {
    let child = 2 * node + 1;
    if (child >= size) break;
    if (child + 1 < size && heap[child + 1]! > heap[child]!) child++;
    if (heap[child]! <= key) break;
    heap[node] = heap[child]!;
    node = child;
  }
  heap[node] = key;
}
