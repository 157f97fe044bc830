/**
 * Alias routes of the API reference (issue 5): `/api/python-api/libraries/<name>` (the spec's
 * literal `{name}` shape) redirects to the canonical `/api/python-api/libraries/dagster-<name>`
 * page. Read from the alias rows of spec/routes.tsv (sidebar `none`, notes "redirect to <path>").
 */
import fs from 'node:fs';
import path from 'node:path';

/** One client-side redirect: `from` and `to` are site paths. */
export interface Redirect {
  from: string;
  to: string;
}

const routesFile = path.resolve(__dirname, '../../../spec/routes.tsv');

/** The 56 alias redirects, in routes.tsv order. @throws Error when routes.tsv cannot be read. */
export const apiAliasRedirects: Redirect[] = fs
  .readFileSync(routesFile, 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter(([p, sidebar, , , , notes]) => p?.startsWith('/api/python-api/libraries/') && sidebar === 'none' && /redirect to \//.test(notes ?? ''))
  .map(([from, , , , , notes]) => ({from, to: /redirect to (\/\S+?);?(\s|$)/.exec(notes)![1]}));
