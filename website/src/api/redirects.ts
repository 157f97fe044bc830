/**
 * Alias routes of the API reference: `/api/python-api/libraries/<name>` (the spec-literal form
 * without the `dagster-` prefix) redirecting to the canonical `/api/python-api/libraries/dagster-<name>`
 * page. Read from the alias rows of spec/routes.tsv (sidebar `none`, "redirect to <path>") when the
 * site config loads; pass to @docusaurus/plugin-client-redirects as `redirects`.
 */
import {readApiAliases} from './inventory';

export const apiAliasRedirects: {from: string; to: string}[] = readApiAliases();
