/**
 * Ranking tests of the relevance stage of multi-word queries (rank/relevance.ts), MiniSearch
 * style: each expectation says WHY that hit must win, in terms of word weights (idf), section and
 * page evidence, the identifier-piece factor, the description field and the coverage floor.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchEngine } from '../../algolia/search-engine.ts';
import { normaliseSearchRequest } from '../../algolia/params.ts';
import { rec } from '../../__fixtures__/records.ts';
import { docMatchWeight, fieldWeight, idf, IDENT_PIECE_FACTOR, wordWeight } from './relevance.ts';
import { matchCode } from '../index/posting-layout.ts';

/** Filler pages: they make "run", "job" and "asset" common words (low idf), as on the real site. */
const FILLER = Array.from({ length: 12 }, (_, i) =>
  rec({ path: `/guides/filler-${i}`, type: 'content', h: ['Guides', `Filler ${i}`], content: 'Run a job that materializes an asset.', pageRank: 3, position: 1 }),
);

const engine = new SearchEngine([
  ...FILLER,
  // The page whose title and sections answer "retry an op when it fails" together.
  rec({ path: '/guides/op-retries', type: 'lvl1', h: ['Guides', 'Op retries'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/op-retries', anchor: 'caveats', type: 'lvl2', h: ['Guides', 'Op retries', 'Caveats'], pageRank: 3, position: 1 }),
  rec({ path: '/guides/op-retries', anchor: 'caveats', type: 'content', h: ['Guides', 'Op retries', 'Caveats'], content: 'A step that fails is tried again.', pageRank: 3, position: 2 }),
  // One paragraph elsewhere holding the same words scattered, on a page about something else.
  rec({ path: '/guides/run-monitoring', type: 'lvl1', h: ['Guides', 'Run monitoring'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/run-monitoring', type: 'content', h: ['Guides', 'Run monitoring'], content: 'When a run fails, an op may retry a job run and the run monitor sees it.', pageRank: 3, position: 1 }),
  // A rare word ("slack") against common ones.
  rec({ path: '/integrations/slack', type: 'lvl1', h: ['Integrations', 'Slack'], pageRank: 1, position: 0 }),
  rec({ path: '/integrations/slack', type: 'content', h: ['Integrations', 'Slack'], content: 'Post a message to a channel when a job fails.', pageRank: 1, position: 1 }),
  rec({ path: '/guides/job-runs', type: 'lvl1', h: ['Guides', 'Job runs'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/job-runs', type: 'content', h: ['Guides', 'Job runs'], content: 'A job run fails when a step fails; the run message names the job.', pageRank: 3, position: 1 }),
  // An identifier heading against a heading written in words.
  rec({ path: '/api/hooks', anchor: 'dagster.failure_hook', type: 'lvl2', h: ['API', 'Hooks', 'dagster.failure_hook'], pageRank: 2, position: 1 }),
  rec({ path: '/guides/op-hooks', type: 'lvl1', h: ['Guides', 'Op hooks'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/op-hooks', type: 'content', h: ['Guides', 'Op hooks'], content: 'A failure hook runs when an op fails.', pageRank: 3, position: 1 }),
  // A page found by its description.
  { ...rec({ path: '/guides/asset-versioning', type: 'lvl1', h: ['Guides', 'Asset versioning'], pageRank: 3, position: 0 }), description: 'Find out whether an asset is stale and skip work whose code and inputs did not change.' },
  rec({ path: '/guides/asset-versioning', type: 'content', h: ['Guides', 'Asset versioning'], content: 'Code versions and data versions tell Dagster what changed.', pageRank: 3, position: 1 }),
  // A page found by the keywords its authors gave it (a reader's word the page never uses).
  { ...rec({ path: '/guides/schedules', type: 'lvl1', h: ['Guides', 'Schedules'], pageRank: 3, position: 0 }), description: 'Run jobs at fixed times.', keywords: 'cron job, nightly run' },
  rec({ path: '/guides/schedules', type: 'content', h: ['Guides', 'Schedules'], content: 'A schedule launches a job on a timetable.', pageRank: 3, position: 1 }),
  // A page found by the questions its authors listed for it (readers' words the page never uses).
  { ...rec({ path: '/guides/op-retries', type: 'lvl1', h: ['Guides', 'Op retries'], pageRank: 3, position: 0 }), questions: 'how do I rerun a flaky step automatically, why does my op not retry' },
  rec({ path: '/guides/op-retries', type: 'content', h: ['Guides', 'Op retries'], content: 'A retry policy executes an op again after an exception, with a delay and backoff.', pageRank: 3, position: 1 }),
  rec({ path: '/guides/flaky-tests', type: 'lvl1', h: ['Guides', 'Flaky tests'], pageRank: 3, position: 0 }),
  rec({ path: '/guides/flaky-tests', type: 'content', h: ['Guides', 'Flaky tests'], content: 'A flaky test passes on one run and fails on the next step of the build.', pageRank: 3, position: 1 }),
  rec({ path: '/integrations/athena', anchor: 'things-to-know', type: 'lvl2', h: ['Integrations', 'Athena', 'Things to know'], pageRank: 1, position: 1 }),
]);

function urls(query: string, extra: Record<string, unknown> = {}): string[] {
  return engine.search(normaliseSearchRequest({ query, hitsPerPage: 20, ...extra })).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));
}

test('word weights: a rare word outweighs common ones', () => {
  // WHY: "slack" is on one page (high idf); "job", "run" and "fails" are everywhere (low idf).
  // The job-runs paragraph holds more of the words, but the Slack page holds the one that matters.
  assert.equal(urls('how do I get a slack message when a job run fails')[0], '/integrations/slack');
  assert.ok(idf(1, 100) > idf(50, 100), 'idf falls as the word gets common');
});

test('page evidence: a title and a section together beat one paragraph holding every word', () => {
  // WHY: "Op retries" puts "op" and "retry" in the page title (weight 4 on the page, 3 inherited
  // by its sections) and its Caveats paragraph adds "fails"; the run-monitoring paragraph has all
  // three words only in content (weight 1 each).
  assert.equal(urls('how do I retry an op when it fails')[0].split('#')[0], '/guides/op-retries');
});

test('identifier pieces: words matching pieces of a name count less than the same words in prose', () => {
  // WHY: "failure hook" matches the pieces of `dagster.failure_hook` (own heading, weight 2.5, times
  // IDENT_PIECE_FACTOR) while the Op hooks guide has "hook" in its title and "failure hook" in its
  // paragraph.
  assert.equal(urls('failure hook')[0], '/guides/op-hooks');
  // WHY: a query word that is itself an identifier (a compound) keeps the full weight.
  const code = matchCode(0, 2, 0);
  assert.equal(docMatchWeight(code, 1 << 2, true), fieldWeight(2) * IDENT_PIECE_FACTOR);
  assert.equal(docMatchWeight(code, 1 << 2, false), fieldWeight(2));
  assert.equal(docMatchWeight(code, 0, true), fieldWeight(2));
});

test('identifier pieces: a plain word that is a whole one-word heading (a product name) is no piece of it', () => {
  // WHY: "DuckDB" is one CamelCase chunk, so its heading counts as an identifier, but the query word
  // "duckdb" is that whole identifier's key, not a piece of it, so the DuckDB page's title keeps the
  // full title weight (4 × the rare word "duckdb") and beats the setup guide, whose title holds only
  // "setup" (common here: the filler pages' paragraphs mention it) and whose paragraph names DuckDB.
  const fill = Array.from({ length: 8 }, (_, i) =>
    rec({ path: `/guides/other-${i}`, type: 'content', h: ['Guides', `Other ${i}`], content: 'The setup takes a minute.', pageRank: 3, position: 1 }),
  );
  const e = new SearchEngine([
    ...fill,
    rec({ path: '/integrations/duckdb', type: 'lvl1', h: ['Integrations', 'DuckDB'], pageRank: 1, position: 0 }),
    rec({ path: '/integrations/duckdb', type: 'content', h: ['Integrations', 'DuckDB'], content: 'Setup: install the package and point the resource at a file.', pageRank: 1, position: 1 }),
    rec({ path: '/guides/local-setup', type: 'lvl1', h: ['Guides', 'Local setup'], pageRank: 3, position: 0 }),
    rec({ path: '/guides/local-setup', type: 'content', h: ['Guides', 'Local setup'], content: 'Tools such as duckdb need no server.', pageRank: 3, position: 1 }),
  ]);
  const top = e.search(normaliseSearchRequest({ query: 'duckdb setup', hitsPerPage: 5 })).hits[0];
  assert.equal(String(top.url).replace('https://docs.dagster.io', ''), '/integrations/duckdb');
});

test('description: a page is found by the sentence that says what it is for', () => {
  // WHY: "stale" is only in the asset-versioning page's description (weight 2); "know" alone
  // reaches "Things to know", but that heading lacks the rare word and falls under the coverage floor.
  const r = urls('how do I know if an asset is stale');
  assert.equal(r[0], '/guides/asset-versioning');
  assert.ok(!r.includes('/integrations/athena#things-to-know'));
});

test('keywords: a page is found by the phrases its authors listed for it', () => {
  // WHY: "cron" is in no heading, description or paragraph; only the schedules page's keywords
  // (their own attribute, weighed like content) hold it, and "job" is common (low idf).
  assert.equal(urls('cron job every night')[0], '/guides/schedules');
  // WHY: a one-word query reaches the keywords too (their own attribute, ranked after the description).
  assert.equal(urls('cron')[0], '/guides/schedules');
});

test('questions: a page is found by the questions its authors listed for it, in readers\' words', () => {
  // WHY: "rerun" and "automatically" are in no heading or paragraph; only the op-retries page's
  // questions hold them, while the flaky-tests page holds "flaky" and "step" in its title and content.
  assert.equal(urls('rerun flaky step automatically')[0], '/guides/op-retries');
  // WHY: with "rerun" alone against "flaky" in a title, a question word must weigh more than a word
  // of content (QUESTIONS_WEIGHT 1.5; at 1 the flaky-tests title wins): a question the authors wrote
  // for the page is better evidence than a paragraph that happens to hold the same word.
  assert.equal(urls('rerun a flaky step')[0], '/guides/op-retries');
  // WHY: a one-word query reaches the questions too, but their attribute ranks last, so a page whose
  // own title holds the word stays first.
  assert.equal(urls('flaky')[0], '/guides/flaky-tests');
  assert.ok(urls('flaky').includes('/guides/op-retries'));
});

test('coverage floor: a hit holds at least half of the query word weight', () => {
  // WHY: "zebra" is on no page, so its weight is 0 and the floor is taken over "slack" alone.
  assert.equal(urls('slack zebra')[0], '/integrations/slack');
  // WHY: "optionalWords" are not counted by the floor: with "slack" optional, pages holding only
  // "message" are hits too, and the one that also has "slack" ranks first.
  const r = urls('slack message', { optionalWords: ['slack'] });
  assert.equal(r[0], '/integrations/slack');
  assert.ok(r.includes('/guides/job-runs'));
  assert.deepEqual(urls('slack message'), ['/integrations/slack'], 'without optionalWords, job-runs lacks the heavier word');
});

test('reference pages: a question typed in words is answered by the guide before the API entry', () => {
  // An API reference page (three of its four sections headed by identifiers) with a section on
  // logging, against a guide page about logging.
  const api = (name: string, position: number) => [
    rec({ path: '/api/resources', anchor: `dagster.${name}`, type: 'lvl2', h: ['API', 'Resources', `dagster.${name}`], pageRank: 2, position }),
    rec({ path: '/api/resources', anchor: `dagster.${name}`, type: 'content', h: ['API', 'Resources', `dagster.${name}`], content: 'A resource API.', pageRank: 2, position: position + 1 }),
  ];
  const e = new SearchEngine([
    ...FILLER,
    rec({ path: '/api/resources', type: 'lvl1', h: ['API', 'Resources'], pageRank: 2, position: 0 }),
    ...api('InitResourceContext', 1),
    ...api('ResourceDefinition', 3),
    ...api('build_resources', 5),
    rec({ path: '/api/resources', anchor: 'logging', type: 'lvl2', h: ['API', 'Resources', 'Logging'], pageRank: 2, position: 7 }),
    rec({ path: '/guides/logging', type: 'lvl1', h: ['Guides', 'Logging'], pageRank: 3, position: 0 }),
    rec({ path: '/guides/logging', anchor: 'messages', type: 'lvl2', h: ['Guides', 'Logging', 'Messages'], pageRank: 3, position: 1 }),
    rec({ path: '/guides/logging', anchor: 'messages', type: 'content', h: ['Guides', 'Logging', 'Messages'], content: 'Any resource can write messages.', pageRank: 3, position: 2 }),
  ]);
  const top = (query: string) => String(e.search(normaliseSearchRequest({ query, hitsPerPage: 20 })).hits[0].url).replace('https://docs.dagster.io', '');
  // WHY: on words alone the API's Logging section wins: "log" in its own heading (2.5) and
  // "resource" in its page title (3), against the guide's "log" in its page title (3 inherited,
  // 4 on the lvl1 record) and "resource" in a paragraph (1). Every query word is plain and the API page is
  // a reference page, so its sections' scores are multiplied by REFERENCE_PROSE_FACTOR (0.6):
  // 5.5 × 0.6 < 5, and the guide comes first.
  assert.equal(top('how do I log from a resource').split('#')[0], '/guides/logging');
  // WHY: a query naming an identifier asks for the reference: no factor applies.
  assert.equal(top('InitResourceContext resource'), '/api/resources#dagster.InitResourceContext');
});

test('word weights: a word only one section names does not shut out the pages that answer without it', () => {
  // 30 sections: "replace" on 12 of them, "pipes" on 6 (the Pipes guide among them), the rare
  // package name "dagster-shell" on one page about something else.
  const sections = (prefix: string, n: number, content: string) =>
    Array.from({ length: n }, (_, i) => rec({ path: `/guides/${prefix}-${i}`, type: 'content', h: ['Guides', `${prefix} ${i}`], content, pageRank: 3, position: 1 }));
  const e = new SearchEngine([
    ...sections('migration', 11, 'Replace the old setup step by step.'),
    ...sections('pipes-topic', 5, 'Pipes launches external code.'),
    ...sections('other', 12, 'Unrelated words about schedules.'),
    rec({ path: '/guides/pipes', type: 'content', h: ['Guides', 'Pipes'], content: 'Pipes can replace a shell op that runs a script.', pageRank: 3, position: 1 }),
    rec({ path: '/integrations/shell', type: 'content', h: ['Integrations', 'Shell'], content: 'The dagster-shell package runs shell commands.', pageRank: 1, position: 1 }),
  ]);
  const hits = e.search(normaliseSearchRequest({ query: 'replace dagster-shell with pipes', hitsPerPage: 20 })).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));
  // WHY: "dagster-shell" (df 1) weighs idf 3.03 as against 1.56 for "pipes" and 0.91 for
  // "replace"; on raw idf the Pipes guide holds 2.47 of 5.50, under the half the coverage floor
  // asks, and only the page naming the package would be a hit. With IDF_EXPONENT (0.75) it holds
  // 2.33 of 4.63 and is listed too.
  assert.ok(hits.includes('/guides/pipes'), `the Pipes guide is a hit: ${hits.join(', ')}`);
  assert.ok(wordWeight(1, 30) / wordWeight(12, 30) < idf(1, 30) / idf(12, 30), 'the exponent narrows the gap between rare and common words');
});
