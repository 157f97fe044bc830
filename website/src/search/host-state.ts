/**
 * Search host state that survives queries and page loads (requirements §9: "A host stays marked down for
 * 120000 ms"; protocol.md#hosts-timeouts-and-retries).
 *
 * The algoliasearch v5 transporter keeps each host's state in its `hostsCache`
 * (@algolia/client-common `createTransporter`): after a failure it stores a `StatefulHost`
 * (`status` "down" or "timed out", `lastUpdate` ms) and, before every request, reads it back and
 * tries the hosts whose `isUp()` is true first. Two things in the stock browser client defeat the
 * spec for a hung host (one that accepts connections but never answers, e.g. stopped with SIGSTOP):
 * - a "timed out" host is not skipped: it stays in the list (after the up hosts) and makes every
 *   later request wait (timedOutHosts + 3) × the base timeout;
 * - the localStorage cache returns the stored host as plain JSON, without its `isUp`/`isTimedOut`
 *   functions, so the state read back on the next page load is unusable.
 *
 * {@link createHostStateCache} is a `hostsCache` that fixes both: any host that failed or timed
 * out counts as down for {@link HOST_DOWN_MS}, and the state is stored as data in localStorage
 * (`docs.searchHostState`, with an in-memory fallback when storage is unavailable) and turned back
 * into a working `StatefulHost` when read. When every host is down the client tries them all again
 * (the transporter's own rule), so search never stops for good.
 */

/** How long a host that failed or timed out is skipped, ms (requirements §9). */
export const HOST_DOWN_MS = 120_000;

/** localStorage key of the stored host state (a JSON object keyed by host, see {@link hostKey}). */
export const HOST_STATE_STORAGE_KEY = 'docs.searchHostState';

/** Hosts remembered at most (the configured list is a handful; bounds the stored JSON), hosts. */
const MAX_HOSTS = 16;

/** The host fields the transporter passes as the cache key. */
interface HostKey {
  url: string;
  port?: number;
  protocol: string;
  accept?: string;
}

/** What is stored per host: the failure and when it happened (epoch ms). */
interface StoredHostState {
  status: 'down' | 'timed out';
  at: number;
}

/** The `StatefulHost` shape the transporter reads (client-common). */
interface StatefulHostLike extends HostKey {
  status: 'down' | 'timed out' | 'up';
  lastUpdate: number;
  isUp: () => boolean;
  isTimedOut: () => boolean;
}

/** The `Cache` interface of @algolia/client-common (structural, so no import of its types is needed). */
export interface HostsCache {
  get<TValue>(key: Record<string, unknown> | string, defaultValue: () => Promise<TValue>, events?: {miss: (value: TValue) => Promise<unknown>}): Promise<TValue>;
  set<TValue>(key: Record<string, unknown> | string, value: TValue): Promise<TValue>;
  delete(key: Record<string, unknown> | string): Promise<void>;
  clear(): Promise<void>;
}

/** Storage the cache writes to: `window.localStorage` or a stand-in (tests). */
export type HostStateStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createHostStateCache}. */
export interface HostStateCacheOptions {
  /** Where to persist (default `window.localStorage`; unavailable storage falls back to memory). */
  storage?: () => HostStateStorage;
  /** Clock, epoch ms (default `Date.now`). */
  now?: () => number;
  /** How long a failed host is skipped, ms (default {@link HOST_DOWN_MS}). */
  downMs?: number;
}

/** Stable key of a host: `protocol://url:port` (the `accept` mode does not change where it lives). */
export function hostKey(host: HostKey): string {
  return `${host.protocol}://${host.url}:${host.port ?? ''}`;
}

function isHostKey(key: unknown): key is HostKey {
  return typeof key === 'object' && key !== null && typeof (key as HostKey).url === 'string' && typeof (key as HostKey).protocol === 'string';
}

/** State kept in memory when storage cannot be used (private mode, quota, disabled cookies). */
const memoryState = new Map<string, StoredHostState>();

/**
 * A `hostsCache` for the algoliasearch v5 client that skips a failed or timed-out host for
 * `downMs` across queries and page loads.
 * @returns an object with the client-common `Cache` methods; `get` answers a host marked down
 *   within `downMs` as `{status: 'down', isUp: () => false}`, anything else through `defaultValue`.
 */
export function createHostStateCache(options: HostStateCacheOptions = {}): HostsCache {
  const now = options.now ?? Date.now;
  const downMs = options.downMs ?? HOST_DOWN_MS;
  const storage = options.storage ?? (() => window.localStorage);

  const read = (): Map<string, StoredHostState> => {
    try {
      const raw = storage().getItem(HOST_STATE_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      const out = new Map<string, StoredHostState>();
      if (parsed && typeof parsed === 'object') {
        for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
          const s = v as Partial<StoredHostState> | null;
          if (s && (s.status === 'down' || s.status === 'timed out') && typeof s.at === 'number') out.set(k, {status: s.status, at: s.at});
        }
      }
      return out;
    } catch {
      return new Map(memoryState);
    }
  };

  const write = (state: Map<string, StoredHostState>): void => {
    const t = now();
    const live = [...state].filter(([, s]) => t - s.at <= downMs && s.at <= t + downMs).slice(-MAX_HOSTS);
    memoryState.clear();
    for (const [k, v] of live) memoryState.set(k, v);
    try {
      if (live.length === 0) storage().removeItem(HOST_STATE_STORAGE_KEY);
      else storage().setItem(HOST_STATE_STORAGE_KEY, JSON.stringify(Object.fromEntries(live)));
    } catch {
      // storage unavailable: the memory copy above serves this page
    }
  };

  const downHost = (key: HostKey, s: StoredHostState): StatefulHostLike => ({
    ...key,
    status: 'down',
    lastUpdate: s.at,
    isUp: () => now() - s.at > downMs,
    isTimedOut: () => false,
  });

  return {
    get<TValue>(key: Record<string, unknown> | string, defaultValue: () => Promise<TValue>, events?: {miss: (value: TValue) => Promise<unknown>}): Promise<TValue> {
      if (isHostKey(key)) {
        const s = read().get(hostKey(key));
        if (s && now() - s.at <= downMs) return Promise.resolve(downHost(key, s) as unknown as TValue);
      }
      return defaultValue().then((value) => (events ? events.miss(value).then(() => value) : value));
    },
    set<TValue>(key: Record<string, unknown> | string, value: TValue): Promise<TValue> {
      if (isHostKey(key)) {
        const v = value as unknown as Partial<StatefulHostLike>;
        const state = read();
        const k = hostKey(key);
        state.delete(k);
        // Any failure, a timeout included, marks the host down (requirements §9); "up" clears it.
        if (v.status === 'down' || v.status === 'timed out') state.set(k, {status: v.status, at: typeof v.lastUpdate === 'number' ? v.lastUpdate : now()});
        write(state);
      }
      return Promise.resolve(value);
    },
    delete(key: Record<string, unknown> | string): Promise<void> {
      if (isHostKey(key)) {
        const state = read();
        state.delete(hostKey(key));
        write(state);
      }
      return Promise.resolve();
    },
    clear(): Promise<void> {
      write(new Map());
      return Promise.resolve();
    },
  };
}

/**
 * The first of `hosts` not marked down in the stored host state (for clients without a retry
 * strategy of their own, such as the insights library, which sends every event to one host).
 * @returns the first host up, or `hosts[0]` when all are down.
 */
export function firstHostUp<T extends HostKey>(hosts: readonly [T, ...T[]], options: HostStateCacheOptions = {}): T {
  const now = options.now ?? Date.now;
  const downMs = options.downMs ?? HOST_DOWN_MS;
  let stored: Record<string, Partial<StoredHostState>> = {};
  try {
    stored = JSON.parse((options.storage ?? (() => window.localStorage))().getItem(HOST_STATE_STORAGE_KEY) ?? '{}') as Record<string, Partial<StoredHostState>>;
  } catch {
    stored = Object.fromEntries(memoryState);
  }
  const isDown = (h: T): boolean => {
    const s = stored[hostKey(h)];
    return !!s && typeof s.at === 'number' && now() - s.at <= downMs;
  };
  return hosts.find((h) => !isDown(h)) ?? hosts[0];
}
