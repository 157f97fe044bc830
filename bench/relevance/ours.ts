/**
 * Our engine as the reader meets it: the search server started through test-support's startServer, queried
 * with the exact request the DocSearch modal sends (`docsearchModalRequest`, 20 hits), and scored on
 * the order the modal displays (lvl0 groups of 5, lvl1 regrouping; bench/lib/modal-order.ts).
 */
import {startServer} from '../../test-support/index.ts';
import {docsearchModalRequest} from '../../packages/search/src/index.ts';
import {displayedOrder, type DisplayHit} from '../lib/modal-order.ts';
import type {SearchEngineUnderTest} from '../lib/peers/peer.ts';

/**
 * Starts the search server over the built site and returns it as an engine under test.
 * @throws Error when the server does not start, or (from `search`) when a query is not answered 200.
 */
export async function createOurEngine(): Promise<SearchEngineUnderTest> {
  const server = await startServer();
  let stopped = false;
  return {
    name: 'ours',
    method: 'our search server (test-support startServer), the DocSearch modal request (20 hits), URLs in the order the modal displays them',
    async search(query: string): Promise<string[]> {
      const res = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=DAGSTERDOCS&x-algolia-api-key=docs-search-public-key`, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: JSON.stringify({requests: [docsearchModalRequest(query, {indexName: 'dagster'})]}),
      });
      if (res.status !== 200) throw new Error(`query ${JSON.stringify(query)}: HTTP ${res.status} ${await res.text()}`);
      const body = (await res.json()) as {results: {hits: (DisplayHit & {url: string})[]}[]};
      return displayedOrder(body.results[0].hits).map((h) => h.url);
    },
    async close(): Promise<void> {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
