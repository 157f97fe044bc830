/**
 * Route prefetching in idle time (requirements §2.1 keeps prefetching; this only moves it off the critical
 * path).
 *
 * Docusaurus's `<Link>` calls `window.docusaurus.prefetch(path)` when a link scrolls into view. On a
 * first load every visible sidebar link does so in the same IntersectionObserver callback, and
 * each call walks the whole route table (`matchRoutes` plus a scan of every `routesChunkNames`
 * entry), so with ~500 routes and ~500 visible links the calls ran as one main-thread task of
 * 0.3–0.9 s at a 4x CPU slowdown, right after hydration: the reader's first click or key waited
 * for it. {@link createIdlePrefetcher} wraps the `window.docusaurus` object: `prefetch` only queues
 * the path, and the queue is drained in idle periods, at most {@link PREFETCH_SLICE_MS} per slice;
 * `preload` (hover or touch intent: the reader is about to navigate) runs at once. The original
 * `prefetch` still decides everything else: slow connections (2g, save-data) skip it, and a path
 * is fetched once.
 */

/** Longest run of queued prefetch calls in one idle slice, ms (below the 50 ms long-task threshold). */
export const PREFETCH_SLICE_MS = 12;

/** Longest wait for an idle period before a slice runs anyway, ms (`requestIdleCallback` `timeout`). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** Most paths held in the queue; later calls beyond it are dropped (a page has a few hundred links). */
export const PREFETCH_QUEUE_LIMIT = 5000;

/** The part of Docusaurus's `window.docusaurus` object that `<Link>` uses. */
export interface DocusaurusClientApi {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

/** An idle deadline, as `requestIdleCallback` passes it (the subset used). */
export interface IdleDeadlineLike {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

/** What the prefetcher needs from its environment (the browser's by default; tests pass fakes). */
export interface IdleScheduler {
  /** Runs `callback` in the next idle period, or after `timeoutMs` at the latest. */
  requestIdle(callback: (deadline: IdleDeadlineLike) => void, timeoutMs: number): void;
  /** Monotonic clock, ms. */
  now(): number;
}

/** The browser's scheduler: `requestIdleCallback` where it exists, else a 1 ms timer and a {@link PREFETCH_SLICE_MS} budget. */
export function browserIdleScheduler(): IdleScheduler {
  const now = () => performance.now();
  if (typeof window.requestIdleCallback === 'function') {
    return {requestIdle: (cb, timeout) => void window.requestIdleCallback(cb, {timeout}), now};
  }
  return {
    requestIdle: (cb) => {
      window.setTimeout(() => {
        const start = now();
        cb({didTimeout: false, timeRemaining: () => Math.max(0, PREFETCH_SLICE_MS - (now() - start))});
      }, 1);
    },
    now,
  };
}

/** The wrapped API plus the queue length (for tests and diagnostics). */
export interface IdlePrefetcher extends DocusaurusClientApi {
  /** Paths queued and not yet handed to the original `prefetch`. */
  pending(): number;
}

/**
 * Wraps Docusaurus's client API so `prefetch` runs in idle slices.
 * `prefetch` returns `false` (the call was queued; Docusaurus's `<Link>` ignores the value);
 * errors thrown by the original are swallowed per path, so one bad path cannot stop the queue.
 */
export function createIdlePrefetcher(original: DocusaurusClientApi, scheduler: IdleScheduler): IdlePrefetcher {
  const queue: string[] = [];
  let head = 0;
  let scheduled = false;

  const drain = (deadline: IdleDeadlineLike): void => {
    scheduled = false;
    const start = scheduler.now();
    // At least one path per slice, so a busy page still makes progress after the timeout.
    do {
      const path = queue[head++]!;
      try {
        const result = original.prefetch(path);
        if (result) result.catch(() => undefined);
      } catch {
        // a path Docusaurus cannot prefetch: skip it
      }
    } while (head < queue.length && scheduler.now() - start < PREFETCH_SLICE_MS && deadline.timeRemaining() > 1);
    if (head >= queue.length) {
      queue.length = 0;
      head = 0;
    } else schedule();
  };

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    scheduler.requestIdle(drain, PREFETCH_IDLE_TIMEOUT_MS);
  };

  return Object.freeze({
    prefetch(routePath: string): false {
      if (queue.length - head < PREFETCH_QUEUE_LIMIT) {
        queue.push(routePath);
        schedule();
      }
      return false;
    },
    preload: (routePath: string) => original.preload(routePath),
    pending: () => queue.length - head,
  });
}
