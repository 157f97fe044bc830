/**
 * The one reader of `spec/`: typed rows of `routes.tsv` and the API facts of `api-inventory.json`,
 * each read from disk at most once per process (on first use, never at import time).
 *
 * Used by the website's API reference generator and alias redirects (`website/src/api/`), by the
 * content and route checks (`scripts/`) and by their tests. It is loaded both as CommonJS (the
 * Docusaurus config loader, tsx under the root package) and through TypeScript's `bundler` and
 * `NodeNext` resolution, so it imports only `node:` modules and locates the files from `__filename`
 * (tsx, loading this CommonJS file from an ES module, sets `__filename` but no usable `__dirname`).
 * The returned objects are shared between callers: treat them as read-only.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The `spec/` folder (absolute path). */
export const SPEC_DIR: string = path.dirname(__filename);
/** Absolute path of `spec/routes.tsv`: one row per route, tab-separated, with a header line. */
export const ROUTES_PATH: string = path.join(SPEC_DIR, 'routes.tsv');
/** Absolute path of `spec/api-inventory.json`: Dagster 1.10 API facts, one entry per API page. */
export const INVENTORY_PATH: string = path.join(SPEC_DIR, 'api-inventory.json');
/** Absolute path of `spec/sidebars.md`: the sidebar outline, one ``## n. `<sidebar id>` sidebar`` heading per sidebar. */
export const SIDEBARS_OUTLINE_PATH: string = path.join(SPEC_DIR, 'sidebars.md');

/* ------------------------------------------------------------------------------------------ */
/* routes.tsv                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** One row of `spec/routes.tsv`. Columns are looked up by header name, so their order may change. */
export interface RouteRow {
  /** Route as served, e.g. `/guides/build/assets/` (folder indexes keep the trailing slash). */
  path: string;
  /** Sidebar id the route belongs to (`docs`, `examples`, `integrations`, `dagsterPlus`, `api`), or `none`. */
  sidebar: string;
  /** True when the column `listed` is `yes`: the page appears in its sidebar. */
  listed: boolean;
  /** What serves the route: `doc` (a doc page), `page` (a React or generated page) or `tag` (a tag page). */
  kind: string;
  /** Page title (the site's title; for API pages it replaces the upstream one). */
  title: string;
  /** Free-text remarks, e.g. `redirect to /api/python-api/libraries/dagster-aws`; `''` when absent. */
  notes: string;
}

let routesCache: RouteRow[] | undefined;

/**
 * Every row of `spec/routes.tsv` (blank lines skipped), in file order. Read once per process.
 * @throws Error from `fs.readFileSync` when the file is missing.
 */
export function readRoutes(): readonly RouteRow[] {
  routesCache ??= parseRoutes(fs.readFileSync(ROUTES_PATH, 'utf8'));
  return routesCache;
}

/** Parses the text of a `routes.tsv` file (header line first; missing cells read as `''`). */
export function parseRoutes(text: string): RouteRow[] {
  const [header = '', ...rows] = text.split('\n').filter((l) => l.trim() !== '');
  const cols = header.split('\t').map((c) => c.trim());
  return rows.map((line) => {
    const cells = line.split('\t');
    const get = (name: string): string => {
      const i = cols.indexOf(name);
      return i < 0 ? '' : (cells[i] ?? '');
    };
    return {
      path: get('path'),
      sidebar: get('sidebar'),
      listed: get('listed') === 'yes',
      kind: get('kind'),
      title: get('title'),
      notes: get('notes'),
    };
  });
}

/* ------------------------------------------------------------------------------------------ */
/* api-inventory.json                                                                         */
/* ------------------------------------------------------------------------------------------ */

/** One parameter (Python argument, or CLI option for `cli-command` symbols). */
export interface InventoryParam {
  /** As written upstream: `key`, `*assets_defs`, `**kwargs`, or CLI `-w, --workspace`. */
  name: string;
  /** Type annotation as written upstream; `null` when upstream renders none. */
  type: string | null;
  /** Upstream marks the parameter optional. Not the same as "has a default". */
  optional: boolean;
  /** Default value as written upstream, only when upstream states one. */
  default?: string;
  /** Lifecycle or status flags of the parameter: beta, deprecated, internal, legacy. */
  flags?: string[];
}

/** A documented method, property, attribute, CLI subcommand or environment variable of a symbol. */
export interface InventoryMember {
  name: string;
  /**
   * method, property, staticmethod, classmethod, abstractmethod, abstract-property, attribute,
   * final-method, subcommand (CLI), env-var (CLI).
   */
  kind: string;
  params: InventoryParam[];
  returns: string | null;
  flags: string[];
  deprecation?: string;
  /** Value of a constant attribute, e.g. `'path'`. */
  value?: string;
  yields?: string;
  raises?: string;
  returns_doc?: string;
  context_manager?: string;
}

/** One documented symbol of a page. */
export interface InventorySymbol {
  /** Fully qualified name (`dagster.asset`), or the command line for `cli-command` symbols. */
  name: string;
  /**
   * class, function, decorator, resource, constant, exception, cli-command, attribute, method.
   */
  kind: string;
  /** Section of the upstream page the symbol sits in; one of the page's `sections`. */
  section: string;
  params: InventoryParam[];
  returns: string | null;
  flags: string[];
  members?: InventoryMember[];
  /** Set when upstream renders the entry without an anchor (e.g. a duplicate of another page's entry). */
  anchor?: string;
  deprecation?: string;
  replacement?: string;
  /** What kind of object a module-level value is (`ExecutorDefinition`, `ResourceDefinition`, ...). */
  object?: string;
  base?: string;
  bases?: string;
  alias_of?: string;
  usage?: string;
  yields?: string;
  raises?: string;
  /** Upstream rendering remarks; never shown to readers. */
  rendered_as?: string;
  note?: string;
  /** Further facts recorded by the inventory (config keys, example arguments, ...). */
  [extra: string]: unknown;
}

/** One API page of the inventory. */
export interface InventoryPage {
  /** Route, e.g. `/api/python-api/assets`. */
  route: string;
  /** Upstream source file the facts were read from. */
  upstream: string;
  /** Upstream page title. The site title comes from routes.tsv. */
  title: string;
  sections: string[];
  symbols: InventorySymbol[];
  /** pip package name (library pages only). */
  package?: string;
  /** Remarks about upstream rendering problems. */
  notes?: string[];
}

/** The whole of `api-inventory.json`. */
export interface Inventory {
  version: string;
  source: string;
  pages: InventoryPage[];
}

let inventoryCache: Inventory | undefined;

/**
 * The parsed `spec/api-inventory.json`. Read once per process.
 * @throws Error when the file is missing or is not valid JSON.
 */
export function readInventory(): Inventory {
  inventoryCache ??= JSON.parse(fs.readFileSync(INVENTORY_PATH, 'utf8')) as Inventory;
  return inventoryCache;
}

let symbolsCache: Map<string, InventorySymbol> | undefined;

/**
 * Every inventory symbol by its fully qualified name (`dagster.asset`; CLI commands by their command
 * line). A name documented on several pages maps to its last entry, in page order.
 */
export function inventorySymbols(): ReadonlyMap<string, InventorySymbol> {
  if (!symbolsCache) {
    symbolsCache = new Map();
    for (const p of readInventory().pages) for (const s of p.symbols) symbolsCache.set(s.name, s);
  }
  return symbolsCache;
}

/* ------------------------------------------------------------------------------------------ */
/* Verified corrections of inventory parameters (scripts/stubs/overrides.json `params`)       */
/* ------------------------------------------------------------------------------------------ */

/** Absolute path of `scripts/stubs/overrides.json`: corrections to the inventory, each checked against Dagster's source. */
export const INVENTORY_OVERRIDES_PATH: string = path.join(SPEC_DIR, '..', 'scripts', 'stubs', 'overrides.json');

/**
 * A correction of one inventory parameter, read by the type stubs (scripts/stubs/generate-stubs.ts)
 * and the API reference pages (website/scripts/generate-api-docs.ts) alike.
 */
export interface ParamCorrection {
  /** The parameter is missing from the inventory: add it (keyword, optional unless `optional: false`). */
  add?: boolean;
  /** The required/optional flag the source gives it. */
  optional?: boolean;
  /** Stubs only: the type as a Python expression for pyright (often looser than the signature's). */
  type?: string;
  /** The callable does not take this parameter (a docstring name): stubs and pages drop it. */
  remove?: boolean;
  /** With `add`: the inventory's (removed) name this parameter stands for; it takes that one's place. */
  replaces?: string;
  /**
   * With `add`: the inventory parameter this one comes just before, for a positional parameter the
   * inventory leaves out (`dbt_assets` of `build_dbt_asset_selection`); without it, added parameters
   * are appended.
   */
  before?: string;
  /** With `add`: the page shows the parameter too, with this type as the signature writes it. */
  page?: {type: string};
  /** Pages only: the default as the source writes it (`False`, `None`), for the Default column. */
  default?: string;
  /** The Dagster file it was checked against (repository dagster-io/dagster). */
  source?: string;
  why?: string;
}

let paramCorrectionsCache: Record<string, Record<string, ParamCorrection>> | undefined;

/**
 * `params` of scripts/stubs/overrides.json: callable (`dagster.asset_check`, or `Owner.member` for a
 * method such as `dagster.GraphDefinition.to_job`) → parameter name → correction. Read once per process.
 * @throws Error naming the file when it is missing or is not valid JSON.
 */
export function readParamCorrections(): Readonly<Record<string, Record<string, ParamCorrection>>> {
  if (!paramCorrectionsCache) {
    try {
      paramCorrectionsCache = (JSON.parse(fs.readFileSync(INVENTORY_OVERRIDES_PATH, 'utf8')) as {params?: Record<string, Record<string, ParamCorrection>>}).params ?? {};
    } catch (e) {
      throw new Error(`${INVENTORY_OVERRIDES_PATH}: ${(e as Error).message}`);
    }
  }
  return paramCorrectionsCache;
}

/**
 * The parameter list a callable really has, from its inventory list and its corrections: a
 * `remove`d name dropped, an `add`ed parameter that `replaces` one shown in that one's place, one
 * with `before` just ahead of the parameter it names, and the other added ones that `include`
 * accepts appended. Flags and defaults stay the caller's to apply.
 * @param make - builds the entry of an added parameter from its name and correction.
 */
export function correctedParamList<P extends {name: string}>(
  params: readonly P[],
  fix: Readonly<Record<string, ParamCorrection>> | undefined,
  include: (f: ParamCorrection) => boolean,
  make: (name: string, f: ParamCorrection) => P,
): P[] {
  if (!fix) return [...params];
  const adds = Object.entries(fix).filter(([name, f]) => f.add && include(f) && !params.some((p) => p.name === name));
  const placed = new Set<string>();
  const take = ([n, f]: [string, ParamCorrection]): P => (placed.add(n), make(n, f));
  const inPlace = params.flatMap((p) => {
    const ahead = adds.filter(([, f]) => !f.replaces && f.before === p.name).map(take);
    const stand = adds.find(([, f]) => f.replaces === p.name);
    return [...ahead, stand ? take(stand) : p];
  });
  const appended = adds.filter(([n]) => !placed.has(n)).map(([n, f]) => make(n, f));
  return [...inPlace, ...appended].filter((p) => !fix[p.name]?.remove);
}
