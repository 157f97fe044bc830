/**
 * The idle prefetcher (./prefetch-queue.ts): `prefetch` never runs during the call that asks for
 * it, queued paths are handed to Docusaurus's own `prefetch` in idle slices of at most
 * PREFETCH_SLICE_MS (at least one path each), in order, once each request; `preload` is not delayed.
 * The clock and the idle scheduler are fakes, so nothing here depends on the machine's speed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createIdlePrefetcher, PREFETCH_IDLE_TIMEOUT_MS, PREFETCH_QUEUE_LIMIT, PREFETCH_SLICE_MS, type DocusaurusClientApi, type IdleDeadlineLike, type IdleScheduler} from './prefetch-queue';

/** A fake environment: a clock advanced by `cost` ms per original prefetch call, and a list of pending idle callbacks. */
function fakes(cost = 1) {
  let clock = 0;
  const idle: {cb: (d: IdleDeadlineLike) => void; timeout: number}[] = [];
  const calls: string[] = [];
  const preloads: string[] = [];
  const original: DocusaurusClientApi = {
    prefetch: (p) => {
      calls.push(p);
      clock += cost;
      if (p === 'throws') throw new Error('no route');
      return Promise.resolve([]);
    },
    preload: (p) => {
      preloads.push(p);
      return false;
    },
  };
  const scheduler: IdleScheduler = {requestIdle: (cb, timeout) => void idle.push({cb, timeout}), now: () => clock};
  /** Runs the oldest idle callback with `budget` ms of idle time (measured on the fake clock). */
  const runIdle = (budget = 50, didTimeout = false) => {
    const next = idle.shift();
    assert.ok(next, 'an idle callback is scheduled');
    const start = clock;
    next.cb({didTimeout, timeRemaining: () => Math.max(0, budget - (clock - start))});
  };
  return {original, scheduler, calls, preloads, idle, runIdle};
}

test('prefetch only queues: nothing runs until an idle period, and one idle callback serves many calls', () => {
  const f = fakes();
  const api = createIdlePrefetcher(f.original, f.scheduler);
  for (let i = 0; i < 5; i++) assert.equal(api.prefetch(`/p${i}`), false);
  assert.deepEqual(f.calls, []);
  assert.equal(f.idle.length, 1, 'one scheduled slice for the burst');
  assert.equal(f.idle[0]!.timeout, PREFETCH_IDLE_TIMEOUT_MS);
  assert.equal(api.pending(), 5);
  f.runIdle();
  assert.deepEqual(f.calls, ['/p0', '/p1', '/p2', '/p3', '/p4'], 'in the order the links asked');
  assert.equal(api.pending(), 0);
  assert.equal(f.idle.length, 0, 'nothing left to schedule');
});

test('a burst of 500 links is spread over slices no longer than PREFETCH_SLICE_MS', () => {
  const f = fakes(1);
  const api = createIdlePrefetcher(f.original, f.scheduler);
  for (let i = 0; i < 500; i++) api.prefetch(`/p${i}`);
  let slices = 0;
  while (f.idle.length) {
    const before = f.calls.length;
    f.runIdle(50);
    slices++;
    assert.ok(f.calls.length - before <= PREFETCH_SLICE_MS, `slice ${slices} ran ${f.calls.length - before} calls of 1 ms`);
  }
  assert.equal(f.calls.length, 500);
  assert.equal(new Set(f.calls).size, 500);
  assert.ok(slices >= Math.ceil(500 / PREFETCH_SLICE_MS));
});

test('a slice stops when the idle period ends, but always makes progress (one path) after a timeout', () => {
  const f = fakes(1);
  const api = createIdlePrefetcher(f.original, f.scheduler);
  for (let i = 0; i < 10; i++) api.prefetch(`/p${i}`);
  f.runIdle(3);
  assert.equal(f.calls.length, 2, 'stops once less than 1 ms of idle time is left');
  f.runIdle(0, true);
  assert.equal(f.calls.length, 3, 'a timed-out slice still hands over one path');
  assert.equal(api.pending(), 7);
});

test('a path the original rejects or throws on does not stop the queue', async () => {
  const f = fakes();
  f.original.prefetch = (p) => {
    f.calls.push(p);
    if (p === 'throws') throw new Error('no route');
    return Promise.reject(new Error('offline'));
  };
  const api = createIdlePrefetcher(f.original, f.scheduler);
  api.prefetch('throws');
  api.prefetch('/after');
  f.runIdle();
  assert.deepEqual(f.calls, ['throws', '/after']);
  await new Promise((r) => setImmediate(r)); // a rejected prefetch must not surface as an unhandled rejection
});

test('preload (hover or touch intent) runs at once, not queued', () => {
  const f = fakes();
  const api = createIdlePrefetcher(f.original, f.scheduler);
  api.preload('/next');
  assert.deepEqual(f.preloads, ['/next']);
  assert.equal(f.idle.length, 0);
});

test('the queue is bounded: calls beyond PREFETCH_QUEUE_LIMIT pending paths are dropped', () => {
  const f = fakes(0);
  const api = createIdlePrefetcher(f.original, f.scheduler);
  for (let i = 0; i < PREFETCH_QUEUE_LIMIT + 10; i++) api.prefetch(`/p${i}`);
  assert.equal(api.pending(), PREFETCH_QUEUE_LIMIT);
});

test('the wrapped API is frozen like the original', () => {
  const f = fakes();
  const api = createIdlePrefetcher(f.original, f.scheduler);
  assert.ok(Object.isFrozen(api));
});
