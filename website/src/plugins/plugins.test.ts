/**
 * The site's build plugins that slim the browser bundle (doc-page JS budget, bench/budgets.json):
 * the docs-plugin wrapper's per-section version routes, and the client registry rewrite.
 *
 *   node --import tsx --test website/src/plugins/*.test.ts        (from the repo root)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from '@docusaurus/types';
import {sectionOf, slimSidebarItems, splitVersionRoute, withSlimVersionRoutes} from './docs-plugin';
import {MODULE_PATH_PATTERN, MODULE_PATH_REPLACEMENT} from './client-registry-slim';

const doc = (path: string, sidebar?: string): RouteConfig => ({path, component: '@theme/DocItem', exact: true, ...(sidebar ? {sidebar} : {})}) as RouteConfig;
const link = (label: string, docId: string) => ({type: 'link', label, href: `/${docId}`, docId, unlisted: false});

/** The shape the docs plugin (3.7) adds: plugin root > version route (props.version) > [tags, doc root > docs]. */
function pluginRoute(): RouteConfig {
  const version = {
    label: '1.10.0 (latest)',
    banner: null,
    docsSidebars: {
      docs: [{type: 'category', label: 'Getting Started', collapsed: false, collapsible: true, items: [link('Installation', 'getting-started/installation')]}],
      integrations: [link('Slack', 'integrations/libraries/slack')],
      api: [link('Assets', 'api/python-api/assets')],
    },
    docs: {
      'getting-started/installation': {id: 'getting-started/installation', title: 'Installation', description: 'Install it.', sidebar: 'docs'},
      'integrations/libraries/slack': {id: 'integrations/libraries/slack', title: 'Slack', description: 'Post.', sidebar: 'integrations'},
      'api/python-api/assets': {id: 'api/python-api/assets', title: 'Assets', description: 'API.', sidebar: 'api'},
    },
  };
  const docRoot: RouteConfig = {
    path: '/',
    component: '@theme/DocRoot',
    exact: false,
    routes: [doc('/getting-started/installation', 'docs'), doc('/integrations/libraries/slack', 'integrations'), doc('/integrations/guides/integration-approaches'), doc('/api/python-api/assets', 'api'), doc('/todo')],
  };
  const tags: RouteConfig = {path: '/tags', component: '@theme/DocTagsListPage', exact: true};
  return {path: '/', component: '@theme/DocsRoot', exact: false, routes: [{path: '/', component: '@theme/DocVersionRoot', exact: false, props: {version}, routes: [tags, docRoot]}]};
}

test('sectionOf: the first path segment, only for the split sections', () => {
  assert.equal(sectionOf('/integrations/libraries/slack'), '/integrations');
  assert.equal(sectionOf('/dagster-plus/'), '/dagster-plus');
  assert.equal(sectionOf('/api'), '/api');
  assert.equal(sectionOf('/apis/x'), '', 'a segment boundary is required');
  assert.equal(sectionOf('/guides/build/assets/'), '');
});

test('the version route is split by section, the catch-all `/` copy last, each with only its sidebars', () => {
  const versions = withSlimVersionRoutes(pluginRoute()).routes!;
  assert.deepEqual(versions.map((v) => v.path), ['/integrations', '/api', '/']);
  const sidebarsOf = (v: RouteConfig) => Object.keys((v.props as {version: {docsSidebars: object}}).version.docsSidebars);
  assert.deepEqual(versions.map(sidebarsOf), [['integrations'], ['api'], ['docs']]);
  const docPaths = (v: RouteConfig) => v.routes!.flatMap((r) => (r.routes ?? [r]).map((d) => d.path));
  assert.deepEqual(docPaths(versions[0]), ['/integrations/libraries/slack', '/integrations/guides/integration-approaches'], 'unlisted docs stay in their section');
  assert.deepEqual(docPaths(versions[2]), ['/tags', '/getting-started/installation', '/todo'], 'tag pages and the rest stay under /');
  // Each copy keeps the doc root as the parent of its docs, under the section path.
  assert.equal(versions[0].routes![0].component, '@theme/DocRoot');
  assert.equal(versions[0].routes![0].path, '/integrations');
  // The version label and banner are unchanged.
  for (const v of versions) assert.equal((v.props as {version: {label: string}}).version.label, '1.10.0 (latest)');
});

test('doc maps keep their keys with empty values; sidebar links drop docId and unlisted:false', () => {
  const [, , rootCopy] = splitVersionRoute(pluginRoute().routes![0]);
  const version = (rootCopy.props as {version: {docs: object; docsSidebars: {docs: unknown[]}}}).version;
  assert.deepEqual(version.docs, {'getting-started/installation': {}});
  const category = version.docsSidebars.docs[0] as {collapsible: boolean; items: object[]};
  assert.equal(category.collapsible, true, 'collapsible is kept: absent would mean not collapsible');
  assert.deepEqual(category.items[0], {type: 'link', label: 'Installation', href: '/getting-started/installation'});
  assert.deepEqual(slimSidebarItems([{type: 'link', href: '/x', docId: 'x', unlisted: true}]), [{type: 'link', href: '/x', unlisted: true}], 'unlisted: true is kept');
});

test('an unexpected route shape is left as it is (only slimmed)', () => {
  const odd: RouteConfig = {path: '/docs', component: 'X', props: {version: {docs: {a: {title: 'A'}}}}, routes: []} as RouteConfig;
  const [out] = splitVersionRoute(odd);
  assert.equal(out.path, '/docs');
  assert.deepEqual((out.props as {version: {docs: object}}).version.docs, {a: {}});
});

test('client registry: the module path string is emptied, the loader and weak id untouched', () => {
  const entry = `  "00126d66": [() => import(/* webpackChunkName: "00126d66" */ "@site/docs/a/b.md"), "@site/docs/a/b.md", require.resolveWeak("@site/docs/a/b.md")],`;
  const out = entry.replace(MODULE_PATH_PATTERN, MODULE_PATH_REPLACEMENT);
  assert.equal(out, `  "00126d66": [() => import(/* webpackChunkName: "00126d66" */ "@site/docs/a/b.md"), "", require.resolveWeak("@site/docs/a/b.md")],`);
  assert.equal(entry.match(MODULE_PATH_PATTERN)?.length, 1);
});

test('deferred-prism: the alias names the client module Docusaurus loads at start-up', async () => {
  const {default: deferredPrism, THEME_PRISM_CLIENT_MODULE} = await import('./deferred-prism');
  const fs = await import('node:fs');
  assert.ok(fs.existsSync(`${THEME_PRISM_CLIENT_MODULE}.js`), 'the theme still ships lib/prism-include-languages.js');
  const alias = (deferredPrism().configureWebpack!({} as never, false, {} as never, {} as never) as {resolve: {alias: Record<string, string>}}).resolve.alias;
  assert.ok(alias[`${THEME_PRISM_CLIENT_MODULE}$`].endsWith('no-start-up-prism.ts'));
  // The path is the one `.docusaurus/client-modules.js` requires (when a build has written it).
  const generated = new URL('../../.docusaurus/client-modules.js', import.meta.url);
  if (fs.existsSync(generated)) assert.ok(fs.readFileSync(generated, 'utf8').includes(`require("${THEME_PRISM_CLIENT_MODULE}")`));
});
