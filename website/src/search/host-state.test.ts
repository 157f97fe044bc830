/**
 * Host state as requirements §9 says, through the real algoliasearch v5 lite client (its transporter, with a
 * scripted requester in place of the network): a host that timed out or failed is skipped for
 * 120000 ms, also by a new client on the same storage (a page load), then tried again.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {createHostStateCache, firstHostUp, HOST_DOWN_MS, HOST_STATE_STORAGE_KEY, type HostStateStorage} from './host-state';

function memoryStorage(): HostStateStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, String(v)), removeItem: (k) => void data.delete(k)};
}

const HOSTS = [
  {url: 'a.test', protocol: 'http' as const, accept: 'readWrite' as const},
  {url: 'b.test', protocol: 'http' as const, accept: 'readWrite' as const},
];

/** A client whose requester answers per host: 'hang' (times out), 'fail' (status 0) or 'ok'. */
function client(storage: HostStateStorage, behaviour: Record<string, 'hang' | 'fail' | 'ok'>, calls: string[], offset: {ms: number}) {
  return liteClient('APP', 'KEY', {
    hosts: HOSTS,
    hostsCache: createHostStateCache({storage: () => storage, now: () => Date.now() + offset.ms}),
    requester: {
      send: async (req) => {
        const host = new URL(req.url).hostname;
        calls.push(`${host}:${req.connectTimeout}`);
        const b = behaviour[host];
        if (b === 'hang') return {status: 0, content: '', isTimedOut: true};
        if (b === 'fail') return {status: 0, content: '', isTimedOut: false};
        return {status: 200, content: JSON.stringify({results: [{hits: [], nbHits: 0}]}), isTimedOut: false};
      },
    },
  });
}

const search = (c: ReturnType<typeof client>, q: string) => c.search({requests: [{indexName: 'dagster', query: q}]});

for (const failure of ['hang', 'fail'] as const) {
  test(`a host that ${failure === 'hang' ? 'timed out' : 'failed'} is skipped for ${HOST_DOWN_MS} ms across queries and page loads`, async () => {
    const storage = memoryStorage();
    const offset = {ms: 0};
    const calls: string[] = [];
    const first = client(storage, {'a.test': failure, 'b.test': 'ok'}, calls, offset);
    await search(first, 'a');
    assert.deepEqual(calls.map((c) => c.split(':')[0]), ['a.test', 'b.test'], 'the first query pays for the bad host once');
    const base = calls[0].split(':')[1]; // the client's base connect timeout (Node build: 2000 ms; browser: 1000 ms)
    calls.length = 0;
    for (const q of ['as', 'ass', 'asse']) await search(first, q);
    assert.deepEqual(calls, [`b.test:${base}`, `b.test:${base}`, `b.test:${base}`], 'later queries go straight to the second host with the normal timeout');
    assert.ok(storage.data.get(HOST_STATE_STORAGE_KEY)?.includes('http://a.test:'), 'state is stored');
    assert.equal(firstHostUp([HOSTS[0], HOSTS[1]], {storage: () => storage}).url, 'b.test', 'insights pick the host that is up');

    // A page load: a new client (new cache object) on the same storage.
    calls.length = 0;
    const reloaded = client(storage, {'a.test': failure, 'b.test': 'ok'}, calls, offset);
    await search(reloaded, 'asset');
    assert.deepEqual(calls, [`b.test:${base}`]);

    // After 120 s the first host is tried again (and answers, now that it is back).
    calls.length = 0;
    offset.ms = HOST_DOWN_MS + 1;
    const later = client(storage, {'a.test': 'ok', 'b.test': 'ok'}, calls, offset);
    await search(later, 'asset');
    assert.deepEqual(calls, [`a.test:${base}`]);
  });
}

test('when every host is down the client tries them all again, and storage failures fall back to memory', async () => {
  const broken: HostStateStorage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {},
  };
  const offset = {ms: 0};
  const calls: string[] = [];
  const c = client(broken, {'a.test': 'fail', 'b.test': 'fail'}, calls, offset);
  await assert.rejects(search(c, 'x'));
  calls.length = 0;
  await assert.rejects(search(c, 'x'));
  assert.deepEqual(calls.map((x) => x.split(':')[0]), ['a.test', 'b.test'], 'all down: all tried');
  // Memory fallback: with only a down, b is tried first.
  const c2 = client(broken, {'a.test': 'fail', 'b.test': 'ok'}, calls, offset);
  await createHostStateCache({storage: () => broken}).clear();
  calls.length = 0;
  await search(c2, 'y');
  calls.length = 0;
  await search(c2, 'z');
  assert.deepEqual(calls.map((x) => x.split(':')[0]), ['b.test']);
});
