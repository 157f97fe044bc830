/**
 * The docs plugin (@docusaurus/plugin-content-docs 3.7.0), with one change: the version metadata
 * that doc pages load in the browser is cut to what the page's section needs.
 *
 * Why: the plugin puts one version-metadata module on the route above every doc: all five
 * sidebars plus a map of every doc (id, title, description, sidebar). With ~500 docs that module
 * alone was ~19 KB gzip on every doc page and grew with each page written (doc-page JS
 * budget: 200 KB gzip, bench/budgets.json). So:
 * - the doc map keeps its keys but not its values (`{}`): the browser reads it only through
 *   `useDocById`, for the description on auto-generated category cards, which this site does not
 *   use (every category links a written index page); each page's own title and description (meta
 *   tags, social cards, search) are untouched;
 * - sidebar links lose `docId` (read only by those cards) and `unlisted: false` (read as a
 *   falsy flag, so absent means the same);
 * - the version route is split by section: `/integrations`, `/dagster-plus`, `/api` and
 *   `/examples` each get a copy of the version route whose metadata holds only the sidebars (and
 *   the doc map entries) of the docs under that path; every other path (the `docs` sidebar, the
 *   tag pages, unlisted docs) stays under the original `/` route, listed last so the more specific
 *   prefixes match first. A page therefore loads its own section's sidebar, not all five.
 *   Everything a doc page reads from the version context (its sidebar, version label, banner,
 *   badge) is the same as before; unknown paths under a section still render the not-found page.
 * Everything else, including `validateOptions`, is the original plugin's.
 */
import pluginContentDocs from '@docusaurus/plugin-content-docs';
import * as pluginModule from '@docusaurus/plugin-content-docs';
import type {LoadedContent, Options, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';

/** The original plugin's option validation (exported at run time; absent from its type declarations). */
export const validateOptions = (
  pluginModule as unknown as {validateOptions: (args: OptionValidationContext<Options, PluginOptions>) => PluginOptions}
).validateOptions;

/** Path prefixes (first segment) that get their own copy of the version route, in match order. */
export const SECTION_PREFIXES = ['/integrations', '/dagster-plus', '/api', '/examples'] as const;

/** The part of the version metadata prop this wrapper rewrites. */
type VersionProp = {
  docs?: Record<string, {description?: string; sidebar?: string}>;
  docsSidebars?: Record<string, unknown>;
};

const versionOf = (route: RouteConfig): VersionProp | undefined => (route.props as {version?: VersionProp} | undefined)?.version;

/** A sidebar item tree without `docId` and `unlisted: false` on links (see the module doc). */
export function slimSidebarItems(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item: Record<string, unknown>) => {
    const {docId: _docId, ...rest} = item;
    if (rest.unlisted === false) delete rest.unlisted;
    if (Array.isArray(rest.items)) rest.items = slimSidebarItems(rest.items);
    return rest;
  });
}

/** `version` with empty doc-map values and slim sidebars (see the module doc). */
function slimVersion(version: VersionProp): VersionProp {
  return {
    ...version,
    ...(version.docs ? {docs: Object.fromEntries(Object.keys(version.docs).map((id) => [id, {}]))} : {}),
    ...(version.docsSidebars ? {docsSidebars: Object.fromEntries(Object.entries(version.docsSidebars).map(([k, v]) => [k, slimSidebarItems(v)]))} : {}),
  };
}

/** `version` keeping only the given sidebars, and the doc map entries that belong to them (then slimmed). */
function onlySidebars(version: VersionProp, sidebars: ReadonlySet<string>): VersionProp {
  const pick = <T,>(o: Record<string, T> | undefined, keep: (k: string, v: T) => boolean) => o && Object.fromEntries(Object.entries(o).filter(([k, v]) => keep(k, v)));
  return slimVersion({
    ...version,
    docsSidebars: pick(version.docsSidebars, (name) => sidebars.has(name)),
    docs: pick(version.docs, (_id, doc) => doc.sidebar !== undefined && sidebars.has(doc.sidebar)),
  });
}

/** The section prefix a path belongs to, or '' for the rest of the site. */
export function sectionOf(path: string): string {
  return SECTION_PREFIXES.find((p) => path === p || path.startsWith(`${p}/`)) ?? '';
}

/**
 * Split one version route (a route whose props hold `version`, with the doc-root route among its
 * children) into per-section copies (see the module doc). Returns `[route]` unchanged when its
 * shape is not the expected one.
 */
export function splitVersionRoute(route: RouteConfig): RouteConfig[] {
  const version = versionOf(route);
  const children = route.routes ?? [];
  const docRoot = children.find((r) => Array.isArray(r.routes) && r.routes.some((d) => typeof (d as {sidebar?: unknown}).sidebar === 'string'));
  if (!version || !docRoot || route.path !== '/') return [{...route, ...(version ? {props: {...route.props, version: slimVersion(version)}} : {})}];
  const groups = new Map<string, RouteConfig[]>();
  for (const doc of docRoot.routes ?? []) {
    const section = sectionOf(doc.path);
    const group = groups.get(section);
    if (group) group.push(doc);
    else groups.set(section, [doc]);
  }
  const copy = (section: string, docs: RouteConfig[], extra: RouteConfig[]): RouteConfig => {
    const sidebars = new Set(docs.map((d) => (d as {sidebar?: string}).sidebar).filter((s): s is string => typeof s === 'string'));
    const path = section || route.path;
    return {...route, path, props: {...route.props, version: onlySidebars(version, sidebars)}, routes: [...extra, {...docRoot, path, routes: docs}]};
  };
  const out: RouteConfig[] = [];
  for (const section of SECTION_PREFIXES) {
    const docs = groups.get(section);
    if (docs?.length) out.push(copy(section, docs, []));
  }
  const others = children.filter((r) => r !== docRoot);
  out.push(copy('', groups.get('') ?? [], others));
  return out;
}

/** Apply {@link splitVersionRoute} to every version route below `route` (the plugin's root route). */
export function withSlimVersionRoutes(route: RouteConfig): RouteConfig {
  if (!route.routes) return route;
  return {...route, routes: route.routes.flatMap((r) => (versionOf(r) ? splitVersionRoute(r) : [withSlimVersionRoutes(r)]))};
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withSlimVersionRoutes(route));
      await contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}
