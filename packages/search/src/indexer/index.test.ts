/**
 * Indexer tests: golden records for the fixture build (real Docusaurus 3.7 output of a small
 * scratch site, plus hand-written edge cases), and unit tests of the helpers.
 * Regenerate the golden file with `UPDATE_GOLDEN=1 npm test`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { indexPage, indexSite, IndexerError, listHtmlFiles, parseHtml } from './index.ts';
import { pageUrl, routeFromFile } from './page-url.ts';
import { normaliseSiteUrl } from '../records/site-url.ts';
import { MAX_KEYWORD_WORDS, MAX_QUESTION_WORDS, packBlocks } from './page-records.ts';
import { isSectionIndex, pageRankFor, SECTION_INDEX_LEVEL_BONUS } from './page-rank.ts';
import { isListTag } from './page-meta.ts';

const SITE = fileURLToPath(new URL('../__fixtures__/site/', import.meta.url));
const GOLDEN = fileURLToPath(new URL('../__fixtures__/expected/records.json', import.meta.url));

test('golden: fixture build → records JSON', async () => {
  const r = await indexSite({ buildDir: SITE, siteUrl: 'https://docs.dagster.io', workers: 1 });
  const actual = { pages: r.pages, files: r.files, skipped: r.skipped, records: r.records };
  if (process.env.UPDATE_GOLDEN || !existsSync(GOLDEN)) writeFileSync(GOLDEN, JSON.stringify(actual, null, 2) + '\n');
  const expected = JSON.parse(readFileSync(GOLDEN, 'utf8'));
  assert.deepEqual(actual, expected);
});

test('parallel (worker threads) and sequential indexing give identical records', async () => {
  const seq = await indexSite({ buildDir: SITE, workers: 1 });
  const { indexInWorkers } = await import('./workers/parallel.ts');
  const files = await listHtmlFiles(SITE);
  const results = await indexInWorkers(SITE, files, {}, 2);
  const par = { records: results.flatMap((r) => ('records' in r ? r.records : [])), skipped: results.flatMap((r) => ('skipped' in r ? [{ file: r.file, reason: r.skipped }] : [])) };
  assert.deepEqual(par.records, seq.records);
  assert.deepEqual(par.skipped, seq.skipped);
});

test('record invariants', async () => {
  const { records } = await indexSite({ buildDir: SITE, workers: 1 });
  const ids = new Set<string>();
  for (const r of records) {
    assert.notEqual(r.type as string, 'lvl0');
    assert.match(r.url, /^https:\/\/docs\.dagster\.io\//);
    assert.equal(r.url, r.anchor ? `${r.url_without_anchor}#${r.anchor}` : r.url_without_anchor);
    assert.ok(!ids.has(r.objectID), `duplicate objectID ${r.objectID}`);
    ids.add(r.objectID);
    assert.equal(r.objectID, `${r.weight.position}-${r.url}`);
    // lvl1 of a section index page (url ending in `/`) gets SECTION_INDEX_LEVEL_BONUS (overview first)
    const bonus = r.type === 'lvl1' && isSectionIndex(r.url_without_anchor) ? SECTION_INDEX_LEVEL_BONUS : 0;
    assert.equal(r.weight.level, r.type === 'content' ? 0 : 100 - 10 * Number(r.type.slice(3)) + bonus);
    assert.equal(r.content === null, r.type !== 'content');
    if (r.type !== 'content') assert.ok(r.hierarchy[r.type], 'a heading record has its own level');
    if (r.type === 'lvl1') assert.equal(r.anchor, '');
    const text = JSON.stringify([r.hierarchy, r.content]);
    assert.ok(!/[\u200B<>]/.test(text), `unsafe or zero-width text in ${r.objectID}`);
    assert.ok(!text.includes('Direct link to'), 'hash-link text never indexed');
    assert.ok(!/Copyright footer|Edit this page|On this page|Previous|secret_code_token/.test(text), `chrome or code indexed in ${r.objectID}`);
    if (r.content) assert.ok(r.content.split(' ').length <= 100, 'content capped at 100 words');
  }
});

test('lvl0: meta override, last active sidebar category (with and without link), navbar, default', async () => {
  const { records } = await indexSite({ buildDir: SITE, workers: 1 });
  const lvl0 = (path: string) => records.find((r) => r.url === `https://docs.dagster.io${path}`)!.hierarchy.lvl0;
  assert.equal(lvl0('/api/assets'), 'API', 'docsearch:lvl0 meta');
  assert.equal(lvl0('/guides/automate/schedules'), 'Automate', 'last active category (link-less, caret)');
  assert.equal(lvl0('/guides/'), 'Guides', 'active category with link');
  assert.equal(lvl0('/guides/operate/rich-page'), 'Operate', 'non-collapsible category');
  assert.equal(lvl0('/handwritten/edge-cases'), 'Legacy & migration', 'last of two active categories, & kept bare');
  assert.equal(lvl0('/'), 'Docs', 'navbar fallback');
  assert.equal(lvl0('/about'), 'Documentation', 'default');
});

test('skips list pages, 404, noindex, redirects, /search and /tags', async () => {
  const { skipped } = await indexSite({ buildDir: SITE, workers: 1 });
  const reasons = Object.fromEntries(skipped.map((s) => [s.file, s.reason]));
  assert.equal(reasons['404.html'], '404 page');
  assert.equal(reasons['search/index.html'], 'robots noindex');
  assert.equal(reasons['handwritten/noindex.html'], 'robots noindex');
  assert.equal(reasons['tags/index.html'], 'list page (doc_tags_list)');
  assert.equal(reasons['tags/intro/index.html'], 'list page (doc_tag_doc_list)');
  assert.equal(reasons['blog/index.html'], 'list page (blog_posts_list)');
  assert.equal(reasons['blog/tags/release/index.html'], 'list page (blog_tags_posts)');
  const redirect = indexPage('<html><head><meta http-equiv="refresh" content="0; url=/x"><link rel="canonical" href="/x"></head></html>', 'old/index.html');
  assert.equal(redirect.skipped, 'redirect page');
  const tags = indexPage('<html><head><title>T | Docs</title></head><body><main><h1>Tags</h1></main></body></html>', 'tags/foo/index.html');
  assert.equal(tags.skipped, 'tags page');
  assert.ok(isListTag('blog_posts_list') && isListTag('doc_tags_list') && isListTag('blog_tags_posts') && !isListTag('docs-default-current'));
});

test('page URL: canonical is exact and rebased onto the site origin; otherwise derived', () => {
  assert.equal(routeFromFile('guides/automate/index.html'), '/guides/automate');
  assert.equal(routeFromFile('index.html'), '/');
  assert.equal(routeFromFile('foo.html'), '/foo');
  assert.equal(pageUrl('https://docs.dagster.io', 'guides/index.html', 'https://docs.dagster.io/guides/'), 'https://docs.dagster.io/guides/');
  assert.equal(pageUrl('http://localhost:3000', 'guides/index.html', 'https://docs.dagster.io/guides/'), 'http://localhost:3000/guides/');
  assert.equal(pageUrl('https://x.org/docs', 'a/b/index.html', undefined), 'https://x.org/docs/a/b');
  assert.equal(normaliseSiteUrl('https://docs.dagster.io/'), 'https://docs.dagster.io');
  assert.throws(() => normaliseSiteUrl('docs.dagster.io'), /not an absolute URL/);
  assert.throws(() => normaliseSiteUrl('ftp://x.org'), /http\(s\)/);
});

test('long sections are split, never dropped', () => {
  const words = (n: number, w = 'word') => Array.from({ length: n }, (_, i) => `${w}${i}`).join(' ');
  const out = packBlocks([words(30, 'a'), words(80, 'b'), `${words(150, 'c')}.`], 100);
  assert.ok(out.every((s) => s.split(' ').length <= 100));
  assert.equal(out.join(' ').split(' ').length, 260);
  const sentences = packBlocks(['One two three. Four five six. Seven eight nine.'], 4);
  assert.deepEqual(sentences, ['One two three.', 'Four five six.', 'Seven eight nine.']);
});

test('page ranks by route', () => {
  assert.equal(pageRankFor('/'), 5);
  assert.equal(pageRankFor('/getting-started/installation'), 5);
  assert.equal(pageRankFor('/guides/build/assets'), 3);
  assert.equal(pageRankFor('/api/python-api/assets'), 2);
  assert.equal(pageRankFor('/integrations/libraries/dbt'), 1);
  assert.equal(pageRankFor('/about/community'), 0);
  assert.equal(pageRankFor('/guidesx'), 0);
});

test('errors name the file and the problem', async () => {
  await assert.rejects(indexSite({ buildDir: '/nonexistent/build' }), (e: unknown) => e instanceof IndexerError && /\/nonexistent\/build: build folder does not exist/.test(e.message));
  assert.throws(() => indexPage('<html></html>', 'x/index.html', { siteUrl: 'not a url' }), /site URL/);
});

test('script, style, svg and noscript elements are removed through the DOM, nothing else', () => {
  for (const parser of ['htmlparser2', 'parse5'] as const) {
    const $ = parseHtml('<p title="a <script> b">a<script>x</p></script>b<svg><path/><text>icon</text></svg>c<style>p{}</style><noscript>js off</noscript>&lt;svg&gt; d</p>', parser);
    assert.equal($('p').text(), 'abc<svg> d', parser);
    assert.equal($('p').attr('title'), 'a <script> b', parser);
  }
});

/**
 * Golden page: the words script/style/svg/noscript as heading text, inside
 * attributes (raw `<` is legal in a quoted attribute value) and in code. Every heading keeps its
 * record and every paragraph its text, while real <svg>, <script>, <style> and <noscript>
 * elements contribute nothing.
 */
test('golden: markup words inside headings, attributes and code keep every record', () => {
  const page = `<!doctype html><html><head><title>Icons &lt;svg&gt; | Docs</title><style>h2{color:red}</style><script>window.x = "<svg>";</script></head><body>
<main><article><div class="theme-doc-markdown markdown"><header><h1>Icons</h1></header>
<p>Intro paragraph about icons.</p>
<h2 id="embedding-svg" title="Embedding <svg> icons">Embedding &lt;svg&gt; icons<a href="#embedding-svg" class="hash-link" aria-label="Direct link to Embedding <svg> icons">​</a></h2>
<p data-note="<script>alert(1)</script>">Inline icons keep their <code>viewBox</code>.<svg viewBox="0 0 10 10"><title>decorative icon</title><path d="M0 0"/></svg></p>
<h2 id="script-tags">When a &lt;script&gt; tag loads<a href="#script-tags" class="hash-link" aria-label="Direct link to <script> tags">​</a></h2>
<p>Scripts load after the page.<noscript>Enable JavaScript to see this widget.</noscript></p>
<pre><code>&lt;style&gt;p { color: red }&lt;/style&gt;</code></pre>
<h3 id="style-noscript" data-x="<style>">Styling &lt;style&gt; and &lt;noscript&gt; fallbacks</h3>
<p>Fallback content stays searchable.</p>
<h2 id="last">Last section</h2>
<p>Closing words.</p>
</div></article></main></body></html>`;
  for (const parser of ['htmlparser2', 'parse5'] as const) {
    const records = indexPage(page, 'guides/icons/index.html', { parser }).records;
    const heads = records.filter((r) => r.type !== 'content').map((r) => `${r.type}:${r.hierarchy[r.type as 'lvl1']}`);
    assert.deepEqual(heads, ['lvl1:Icons', 'lvl2:Embedding &lt;svg&gt; icons', 'lvl2:When a &lt;script&gt; tag loads', 'lvl3:Styling &lt;style&gt; and &lt;noscript&gt; fallbacks', 'lvl2:Last section'], parser);
    const content = records.filter((r) => r.type === 'content').map((r) => r.content);
    assert.deepEqual(content, ['Intro paragraph about icons.', 'Inline icons keep their viewBox.', 'Scripts load after the page.', 'Fallback content stays searchable.', 'Closing words.'], parser);
    const all = JSON.stringify(records);
    for (const gone of ['decorative icon', 'Enable JavaScript', 'alert(1)', 'color:red', 'window.x']) assert.ok(!all.includes(gone), `${parser}: ${gone}`);
  }
});

test('code blocks are optional content', async () => {
  const html = readFileSync(SITE + 'handwritten/edge-cases.html', 'utf8');
  const without = indexPage(html, 'handwritten/edge-cases.html').records.map((r) => r.content).join(' ');
  const withCode = indexPage(html, 'handwritten/edge-cases.html', { includeCode: true }).records.map((r) => r.content).join(' ');
  assert.ok(!without.includes('secret_code_token'));
  assert.ok(withCode.includes('secret_code_token'));
});

test('htmlparser2 (default) and parse5 produce identical records on every fixture page', async () => {
  for (const file of await listHtmlFiles(SITE)) {
    const html = readFileSync(SITE + file, 'utf8');
    assert.deepEqual(indexPage(html, file), indexPage(html, file, { parser: 'parse5' }), file);
  }
  // the one construct htmlparser2 needs help with: <tbody> after an unclosed <th>
  const table = '<html><head><title>T | Docs</title></head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>T</h1></header><table><thead><tr><th>Param<th>Description<tbody><tr><td>a<td>first</table><p>after</div></article></main></body></html>';
  const h2 = indexPage(table, 't.html').records.map((r) => r.content);
  assert.deepEqual(h2, indexPage(table, 't.html', { parser: 'parse5' }).records.map((r) => r.content));
  assert.deepEqual(h2, [null, 'a first after']);
});

test('code blocks: commands and Dagster API names go to the section heading record `code`, bounded', async () => {
  const page = (body: string) =>
    `<html><head><title>Install | Docs</title></head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>Install</h1></header>${body}</div></article></main></body></html>`;
  const shell = (lines: string[]) => `<div class="language-bash theme-code-block"><pre class="prism-code language-bash"><code>${lines.map((l) => `<span class="token-line">${l}<br></span>`).join('')}</code></pre></div>`;
  const py = (text: string) => `<div class="language-python theme-code-block"><pre class="prism-code language-python"><code>${text}</code></pre></div>`;
  const html = page(
    `<p>Lead.</p><h2 id="setup">Set up</h2><p>Run this.</p>${shell(['# a comment', '$ pip install dagster-dbt', 'dagster dev -f defs.py --port 3000 --host 0.0.0.0 extra words here'])}` +
      `<h2 id="test">Test it</h2>${py('import dagster as dg\nfrom dagster import (\n  materialize_to_memory,\n  AssetKey as Key,\n)\ndef my_helper():\n    return dg.Definitions()\n')}`,
  );
  const records = indexPage(html, 'install/index.html').records;
  const byAnchor = new Map(records.filter((r) => r.type !== 'content').map((r) => [r.anchor, r]));
  // WHY: prompts and comments are dropped; each command line keeps its first 8 words.
  assert.equal(byAnchor.get('setup')!.code, 'pip install dagster-dbt dagster dev -f defs.py --port 3000 --host 0.0.0.0');
  // WHY: only the Dagster API the example uses (imports from dagster, dg.* uses), not its own names.
  assert.equal(byAnchor.get('test')!.code, 'materialize_to_memory AssetKey Definitions');
  assert.equal(byAnchor.get('')!.code, undefined, 'the lead section has no code block');
  assert.ok(!records.some((r) => r.content?.includes('pip install')), 'code is not content (without --include-code)');
  // bounded: at most maxCodeWords words per section
  const capped = indexPage(html, 'install/index.html', { maxCodeWords: 4 }).records.find((r) => r.anchor === 'setup' && r.type === 'lvl2')!;
  assert.equal(capped.code, 'pip install dagster-dbt');
  // WHY (ranking): the command is found in the section that runs it, although no prose says it.
  const { SearchEngine } = await import('../algolia/search-engine.ts');
  const { normaliseSearchRequest } = await import('../algolia/params.ts');
  const hit = new SearchEngine(records).search(normaliseSearchRequest({ query: 'pip install dagster-dbt' })).hits[0];
  assert.equal(hit?.url, 'https://docs.dagster.io/install#setup');
});

test('a one-word topic query puts the section overview before the pages below it', async () => {
  const page = (title: string, lead: string, path: string) =>
    `<html><head><title>${title} | Docs</title><link rel="canonical" href="https://docs.dagster.io${path}"></head><body><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>${lead}</p></div></article></main></body></html>`;
  const records = [
    ...indexPage(page('Pipes with AWS Lambda', 'Run code in Lambda.', '/guides/pipes/aws-lambda'), 'guides/pipes/aws-lambda/index.html').records,
    ...indexPage(page('Pipes with AWS Glue', 'Run code in Glue.', '/guides/pipes/aws-glue'), 'guides/pipes/aws-glue/index.html').records,
    ...indexPage(page('Dagster Pipes', 'Run code anywhere.', '/guides/pipes/'), 'guides/pipes/index.html').records,
  ];
  const { SearchEngine } = await import('../algolia/search-engine.ts');
  const { normaliseSearchRequest } = await import('../algolia/params.ts');
  const urls = new SearchEngine(records).search(normaliseSearchRequest({ query: 'pipes' })).hits.map((h) => String(h.url).replace('https://docs.dagster.io', ''));
  // WHY: all three titles hold "pipes" (same words, typos, attribute, exact) and share pageRank 3;
  // the overview /guides/pipes/ is a section index, so its lvl1 record has weight.level 95 > 90.
  assert.equal(urls[0], '/guides/pipes/');
});

test('the docsearch:questions meta tag goes on the lvl1 record as questions, capped and HTML-safe', () => {
  const html = (questions: string) =>
    `<html lang="en"><head><title>Op retries</title><meta name="docsearch:questions" content="${questions}"></head>` +
    '<body><article><div class="theme-doc-markdown markdown"><header><h1>Op retries</h1></header><p>A retry policy runs an op again.</p></div></article></body></html>';
  const r = indexPage(html('how do I rerun a flaky step, why does my op not &lt;retry&gt;'), 'guides/op-retries/index.html');
  const lvl1 = r.records.find((x) => x.type === 'lvl1');
  assert.equal(lvl1?.questions, 'how do I rerun a flaky step, why does my op not &lt;retry&gt;', 'markup in a question is stored escaped');
  assert.ok(r.records.filter((x) => x.type !== 'lvl1').every((x) => x.questions === undefined), 'only the lvl1 record carries questions');
  const long = indexPage(html(Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ')), 'guides/op-retries/index.html');
  assert.equal(String(long.records[0].questions).split(' ').length, MAX_QUESTION_WORDS);
  assert.equal(indexPage(html('').replace(/<meta name="docsearch:questions"[^>]*>/, ''), 'guides/op-retries/index.html').records[0].questions, undefined, 'no tag, no attribute');
});

test('description and keywords meta tags go on the lvl1 record, capped and HTML-safe', () => {
  const html = (keywords: string) =>
    `<html lang="en"><head><title>Schedules</title><meta name="description" content="Run jobs at fixed times."><meta name="keywords" content="${keywords}"></head>` +
    '<body><article><div class="theme-doc-markdown markdown"><header><h1>Schedules</h1></header><p>A schedule launches a job.</p></div></article></body></html>';
  const r = indexPage(html('cron job, nightly run, &lt;b&gt; tags'), 'guides/schedules/index.html');
  const lvl1 = r.records.find((x) => x.type === 'lvl1');
  assert.equal(lvl1?.description, 'Run jobs at fixed times.');
  assert.equal(lvl1?.keywords, 'cron job, nightly run, &lt;b&gt; tags', 'markup in a keyword is stored escaped');
  assert.ok(r.records.filter((x) => x.type !== 'lvl1').every((x) => x.keywords === undefined), 'only the lvl1 record carries keywords');
  const long = indexPage(html(Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')), 'guides/schedules/index.html');
  assert.equal(String(long.records[0].keywords).split(' ').length, MAX_KEYWORD_WORDS);
});
