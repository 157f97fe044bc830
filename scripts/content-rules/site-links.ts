/**
 * Rule `site-links`: a site link outside code fences (`](/path#anchor)` or `href="/path"`) names a
 * route of spec/routes.tsv (the catch-all `/*` excluded) or a file under website/static, and an
 * anchor into a generated API page names a symbol of that page in spec/api-inventory.json. Other
 * anchors are left to the build's own anchor check.
 *
 * A symbol's anchor is its fully qualified name with whitespace runs as `-` (CLI commands:
 * `dagster dev` -> `dagster-dev`); a member's is `<symbol anchor>.<member>`, as the API reference
 * generator writes them (website/src/api/inventory.ts `anchorId`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {forEachLineOutsideFences} from '../lib/content.ts';
import type {RuleContext} from './context.ts';
import type {ContentRule, Finding} from './types.ts';

/** Every route of spec/routes.tsv except the catch-all. */
const knownRoutes = (ctx: RuleContext): ReadonlySet<string> =>
  ctx.memo('site-links:routes', () => new Set(ctx.routes.map((r) => r.path).filter((p) => !p.includes('*'))));

/** Generated API page route -> the anchors of its symbols and members. */
const apiAnchors = (ctx: RuleContext): ReadonlyMap<string, ReadonlySet<string>> =>
  ctx.memo(
    'site-links:api-anchors',
    () =>
      new Map(
        ctx.inventoryPages.map((pg) => [
          pg.route,
          new Set(
            pg.symbols.flatMap((sym) => {
              const id = sym.name.trim().replace(/\s+/g, '-');
              return [id, ...(sym.members ?? []).map((m) => `${id}.${m.name}`)];
            }),
          ),
        ]),
      ),
  );

export const siteLinks: ContentRule = {
  id: 'site-links',
  description: 'Site links name a route of spec/routes.tsv or a static file; anchors into API pages name an inventory symbol.',
  check(d, ctx) {
    const routes = knownRoutes(ctx);
    const anchors = apiAnchors(ctx);
    const staticDir = path.join(ctx.repoRoot, 'website', 'static');
    const out: Finding[] = [];
    forEachLineOutsideFences(d.body, (line, i) => {
      for (const m of line.matchAll(/\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g)) {
        const target = m[1] ?? m[2];
        const [withQuery, anchor] = target.split('#');
        const route = withQuery.split('?')[0];
        if (routes.has(route) || (route !== '/' && fs.existsSync(path.join(staticDir, route)))) {
          const symbols = anchors.get(route);
          if (anchor && symbols && !symbols.has(anchor)) {
            out.push({line: d.bodyLine + i, message: `link anchor #${anchor} is not a symbol of ${route} in spec/api-inventory.json`});
          }
          continue;
        }
        const hint = routes.has(`${route}/`)
          ? ` (the folder index is ${route}/)`
          : routes.has(route.replace(/\/$/, ''))
            ? ` (no trailing slash: ${route.replace(/\/$/, '')})`
            : '';
        out.push({line: d.bodyLine + i, message: `link to ${route}: not a route in spec/routes.tsv${hint}`});
      }
    });
    return out;
  },
};
