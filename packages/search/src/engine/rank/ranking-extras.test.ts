/**
 * Ranking rules beyond plain DocSearch (each expectation says WHY): split compounds cost a typo,
 * exactness is graded (literal > plural > other forms), a heading made only of the query words
 * wins ties, and related word forms (stemming) match without typo but without exactness.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest } from '../../algolia/params.ts';
import { rec } from '../../__fixtures__/records.ts';
import { stem } from '../text/stemmer.ts';

const engine = new SearchEngine([
  rec({ path: '/guides/resources/testing', type: 'lvl1', h: ['Resources', 'Testing configurable resources'], pageRank: 3 }),
  rec({ path: '/api/resources', anchor: 'dagster.ConfigurableResource', type: 'lvl2', h: ['API', 'Resources', 'ConfigurableResource'], pageRank: 2, position: 1 }),
  rec({ path: '/guides/pipes/reference', anchor: 'multi-assets', type: 'lvl2', h: ['Pipes', 'Reference', 'Multi-assets'], pageRank: 3, position: 1 }),
  rec({ path: '/api/assets', anchor: 'dagster.multi_asset', type: 'lvl2', h: ['API', 'Assets', 'multi_asset'], pageRank: 2, position: 1 }),
  rec({ path: '/guides/assets/defining-assets-with-dependencies', type: 'lvl1', h: ['Assets', 'Defining assets with asset dependencies'], pageRank: 3 }),
  rec({ path: '/guides/assets/defining-assets', type: 'lvl1', h: ['Assets', 'Defining assets'], pageRank: 3 }),
  rec({ path: '/guides/schedules/testing', type: 'lvl1', h: ['Schedules', 'Testing schedules'], pageRank: 3 }),
  rec({ path: '/guides/schedules/resources', anchor: 'test-it', type: 'lvl2', h: ['Schedules', 'Using resources', 'Test it with a fake resource'], pageRank: 3, position: 1 }),
  rec({ path: '/guides/schedules/resources', anchor: 'test-it', type: 'content', h: ['Schedules', 'Using resources', 'Test it with a fake resource'], content: 'You can test schedules by calling them directly.', pageRank: 3, position: 2 }),
  rec({ path: '/guides/partitions/partitioning-assets', type: 'lvl1', h: ['Partitions', 'Partitioning assets'], pageRank: 3 }),
  rec({ path: '/guides/partitions/dependencies', type: 'content', h: ['Partitions', 'Dependencies'], content: 'Each asset can partition its data; assets downstream follow.', pageRank: 3, position: 1 }),
  rec({ path: '/examples/b', type: 'content', h: ['Examples', 'Daily jobs'], content: 'Partitioning data daily.', pageRank: 3, position: 1 }),
  rec({ path: '/examples/a', type: 'content', h: ['Examples', 'Nightly jobs'], content: 'We partition data daily.', pageRank: 0, position: 1 }),
  rec({ path: '/guides/ops', anchor: 'testing', type: 'lvl2', h: ['Ops', 'Guide', 'Testing'], pageRank: 1, position: 1 }),
  rec({ path: '/integrations/testcontainers', anchor: 'testcontainers', type: 'lvl2', h: ['Integrations', 'Docker', 'Testcontainers'], pageRank: 5, position: 1 }),
]);
const top = (query: string): string => String(engine.search(normaliseSearchRequest({ query })).hits[0]?.url ?? '').replace('https://docs.dagster.io', '');

test('a camelCase query matched only through its split parts costs a typo', () => {
  // WHY: the API heading holds the symbol itself (compound, 0 typos); the guide title only has
  // "configurable resources" as separate words (the split costs 1 typo), despite its better
  // attribute (lvl1) and pageRank.
  assert.equal(top('ConfigurableResource'), '/api/resources#dagster.ConfigurableResource');
  assert.equal(top('ConfigurableRes'), '/api/resources#dagster.ConfigurableResource');
});

test('exactness is graded: the literal form beats the plural form', () => {
  // WHY: both are one-word lvl2 headings equal to the query (0 typos, same attribute, same
  // heading coverage); "multi_asset" is the literal form, "Multi-assets" only the plural.
  assert.equal(top('multi_asset'), '/api/assets#dagster.multi_asset');
});

test('a heading made only of the query words wins the exact tie-break', () => {
  // WHY: both titles contain "defining assets" adjacent (same words, typos, attribute, proximity,
  // exact words); only "Defining assets" consists of nothing else.
  assert.equal(top('Defining assets'), '/guides/assets/defining-assets');
  // and with a typo, the same holds (coverage counts any matched form)
  assert.equal(top('defning assets'), '/guides/assets/defining-assets');
});

test('related word forms match at no typo cost but without exactness', () => {
  // WHY: "Testing schedules" matches "test" through its word form (0 typos) in the lvl1 title,
  // which beats the lvl2 heading holding the literal "Test" on attribute (1 < 2).
  assert.equal(top('test schedules'), '/guides/schedules/testing');
  // WHY: "Partitioning assets" (lvl1 title) beats content that has the literal "partition".
  assert.equal(top('partition assets'), '/guides/partitions/partitioning-assets');
  // WHY: both content records match both words adjacent (same words, typos, attribute,
  // proximity); the literal "partition" wins over the word form "Partitioning" on exactness,
  // before the custom ranking (pageRank 0 vs 3).
  const r = engine.search(normaliseSearchRequest({ query: 'partition data', facetFilters: ['hierarchy.lvl0:Examples'] }));
  assert.deepEqual(r.hits.map((h) => h.url), ['https://docs.dagster.io/examples/a', 'https://docs.dagster.io/examples/b']);
});

test('a word form with the same stem is an equivalent form in the exact criterion', () => {
  // WHY: "test" (the last word, a prefix) reaches both one-word lvl2 headings with no typo and the
  // same attribute; "Testing" shares the stem of "test" (equivalent, like a plural), while
  // "Testcontainers" is only a prefix completion (no exactness), so "Testing" wins the exact
  // criterion before the custom ranking (pageRank 1 vs 5).
  const only = { facetFilters: [['hierarchy.lvl0:Ops', 'hierarchy.lvl0:Integrations']] };
  const urls = (query: string) => engine.search(normaliseSearchRequest({ query, ...only })).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));
  assert.deepEqual(urls('test'), ['/guides/ops#testing', '/integrations/testcontainers#testcontainers']);
  // WHY: typed whole, "testcontainers" is literal in the Testcontainers heading only.
  assert.deepEqual(urls('testcontainers'), ['/integrations/testcontainers#testcontainers']);
});

test('a short prefix with no hits is retried with one typo; a longer one may have extra letters', () => {
  const hits = (query: string) => engine.search(normaliseSearchRequest({ query })).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));
  // WHY: "jbo" (3 letters, typed as a prefix) gets no typo by the length rule and matches nothing;
  // the retry allows one typo, and the transposition reaches "jobs" in the "Daily/Nightly jobs" headings.
  assert.deepEqual(hits('jbo').sort(), ['/examples/a', '/examples/b']);
  // WHY: a 2-letter word is never retried (one typo would match nearly every short term).
  assert.deepEqual(hits('qx'), []);
  // WHY: a prefix with one letter too many ("scheduless", 10 letters) is one deletion from
  // "schedules" (9): prefix matching also considers terms shorter than what was typed.
  assert.ok(hits('scheduless').includes('/guides/schedules/testing'));
});

test('stemmer conflates word forms, not unrelated words', () => {
  const same = [['schedule', 'scheduling', 'schedules'], ['concurrency', 'concurrent'], ['partition', 'partitioning', 'partitioned', 'partitions'], ['test', 'testing', 'tests'], ['deploy', 'deploying', 'deployment'], ['configure', 'configuration'], ['automate', 'automation', 'automated'], ['run', 'running']];
  for (const group of same) assert.equal(new Set(group.map(stem)).size, 1, group.join(','));
  assert.notEqual(stem('part'), stem('partition'));
  assert.notEqual(stem('apply'), stem('app'));
  assert.notEqual(stem('active'), stem('action'));
  assert.equal(stem('s3'), 's3', 'non-letters untouched');
});

test('a command pasted with one-letter flags finds the page that documents it', () => {
  // WHY: `-h` and `-p` are flags of the command, not exclusions. Read as exclusions they would
  // drop every record holding the letters h or p (the CLI reference lists `-h, --host`), and the
  // query would find nothing; read as words, the record with the command and both flags wins.
  const cli = new SearchEngine([
    rec({ path: '/api/cli', anchor: 'dagster-webserver', type: 'content', h: ['CLI', 'dagster-webserver'], content: 'Options: -h, --host TEXT Host to run the server on. -p, --port INTEGER Port, default 3000.', pageRank: 2, position: 1 }),
    rec({ path: '/guides/webserver', type: 'content', h: ['Guides', 'Webserver'], content: 'Open the webserver in a browser to see your assets.', pageRank: 3, position: 1 }),
  ]);
  const hits = cli.search(normaliseSearchRequest({ query: 'dagster-webserver -h 0.0.0.0 -p 3000' })).hits;
  assert.equal(String(hits[0]?.url ?? '').replace('https://docs.dagster.io', ''), '/api/cli#dagster-webserver');
});

test('one-word topics: the guide before the API page of the same name; a class name typed as such finds the class entry', () => {
  // An API reference page titled "Partitions" (three entries headed by identifiers, one of them
  // the class anchored `dagster.Definitions`, whose heading is the bare word) and guides.
  const entry = (path: string, id: string, heading: string, position: number) =>
    rec({ path, anchor: id, type: 'lvl2', h: ['API', path === '/api/partitions' ? 'Partitions' : 'Definitions', heading], pageRank: 2, position });
  const e = new SearchEngine([
    rec({ path: '/api/partitions', type: 'lvl1', h: ['API', 'Partitions'], pageRank: 2 }),
    entry('/api/partitions', 'dagster.PartitionsDefinition', 'PartitionsDefinition', 1),
    entry('/api/partitions', 'dagster.PartitionMapping', 'PartitionMapping', 2),
    entry('/api/partitions', 'dagster.PartitionKeyRange', 'PartitionKeyRange', 3),
    rec({ path: '/guides/partitions-and-backfills', type: 'lvl1', h: ['Guides', 'Partitions and backfills'], pageRank: 3 }),
    rec({ path: '/api/definitions', type: 'lvl1', h: ['API', 'Definitions'], pageRank: 2 }),
    entry('/api/definitions', 'dagster.Definitions', 'Definitions', 1),
    entry('/api/definitions', 'dagster.create_repository', 'dagster.create_repository', 2),
    entry('/api/definitions', 'dagster.load_definitions', 'dagster.load_definitions', 3),
    rec({ path: '/guides/definitions', type: 'lvl1', h: ['Guides', 'Managing code locations with definitions'], pageRank: 3 }),
  ]);
  const first = (query: string) => String(e.search(normaliseSearchRequest({ query })).hits[0]?.url ?? '').replace('https://docs.dagster.io', '');
  // WHY: "partitions" is a topic (one plain word); the API page's title is exactly the word, which
  // would win the exact criterion, but a reference page gets no single-word exactness bonus for a
  // topic, so both titles tie there and the guides' pageRank (3 > 2) decides.
  assert.equal(first('partitions'), '/guides/partitions-and-backfills');
  assert.equal(first('partit'), '/guides/partitions-and-backfills');
  // WHY: "Definitions" typed with a capital is the last name of the entry anchored
  // `dagster.Definitions`: it names that symbol, so that entry is its own best attribute, before
  // the API page titled "Definitions" (whose lvl1 title would otherwise win the attribute criterion).
  assert.equal(first('Definitions'), '/api/definitions#dagster.Definitions');
  // WHY: typed in lower case it is a topic again: the guide first.
  assert.equal(first('definitions'), '/guides/definitions');
});
