/**
 * The docs plugin (@docusaurus/plugin-content-docs 3.7.0), with one change: the version metadata
 * that every doc page loads in the browser leaves out each doc's `description`.
 *
 * Why: that metadata holds all five sidebars plus a map of every doc (id, title, description,
 * sidebar); the descriptions alone were 14 of its 24 KB gzip with ~300 docs, and they grow with
 * every page. The browser only reads them for auto-generated category cards, which this site does
 * not use (every category links a written index page). Each page's own description (meta tags,
 * social cards, search) is untouched. Issue 2 item 7: doc-page JS budget.
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

type VersionProp = {docs?: Record<string, {description?: string}>};

/**
 * Returns `route` with `props.version.docs[*].description` removed, at any depth (the version
 * route is nested under the plugin's root route); other routes are unchanged.
 */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutDocDescriptions);
  const version = (route.props as {version?: VersionProp} | undefined)?.version;
  if (!version?.docs) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _dropped, ...doc}]) => [id, doc]));
  return {...route, ...(routes ? {routes} : {}), props: {...route.props, version: {...version, docs}}};
}

export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocDescriptions(route));
      await contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

