/**
 * Node-side helpers shared by the API reference generator (`scripts/generate-api-docs.ts`), the
 * alias redirects (`redirects.ts`) and the tests (`api-reference.test.ts`): routes and anchors of
 * the API pages, and the symbol index used to link type names. The spec files themselves are read
 * by `spec/reader.ts`. Never imported by client code.
 */
import path from 'node:path';
import {readRoutes, type Inventory, type InventoryPage, type InventorySymbol} from '../../../spec/reader';

/** The website folder, resolved from this file's location (website/src/api/), so a copy of the site finds its own files. */
export const WEBSITE_DIR = path.resolve(__dirname, '..', '..');
export const DESCRIPTIONS_DIR = path.join(WEBSITE_DIR, 'src', 'api', 'descriptions');
/** Where generated pages go: docs/api/python-api/<slug>.mdx. */
export const GENERATED_DOCS_DIR = path.join(WEBSITE_DIR, 'docs', 'api', 'python-api');
export const API_ROUTE_PREFIX = '/api/python-api/';
export const LIFECYCLE_ROUTE = '/api/api-lifecycle';
export const LIFECYCLE_FLAGS = ['beta', 'preview', 'superseded', 'deprecated'] as const;

/** `/api/python-api/libraries/dagster-aws` -> `libraries/dagster-aws`. */
export function routeToSlug(route: string): string {
  if (!route.startsWith(API_ROUTE_PREFIX)) throw new Error(`Not an API page route: ${route}`);
  return route.slice(API_ROUTE_PREFIX.length).replace(/\/$/, '');
}

export function generatedPagePath(route: string): string {
  return path.join(GENERATED_DOCS_DIR, `${routeToSlug(route)}.mdx`);
}

export function descriptionPath(route: string): string {
  return path.join(DESCRIPTIONS_DIR, `${routeToSlug(route)}.json`);
}

export function isLibraryRoute(route: string): boolean {
  return route.startsWith(`${API_ROUTE_PREFIX}libraries/`);
}

/**
 * Anchor rule. A symbol's heading id is its fully qualified name exactly as the inventory writes it
 * (`dagster.asset`, `dagster_aws.s3.S3Resource`). CLI commands have no Python name and contain
 * spaces, which HTML ids cannot: their id is the command with runs of whitespace replaced by `-`
 * (`dagster definitions validate` -> `dagster-definitions-validate`).
 *
 * Symbols the inventory records without an upstream anchor (field `anchor`: cross-page duplicates
 * such as `dagster.JobDefinition` on the execution page, or entries upstream rendered without an
 * id) still get this id, because ids only need to be unique per page and no name repeats within
 * a page. Should an id ever repeat on one page, the later entry gets `<id>--<n>` instead (see
 * `assignPageAnchors`), so a page never carries a duplicate id.
 */
export function anchorId(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/**
 * Member heading id: `<symbol id>.<member name>` (e.g. `dagster.AssetSpec.merge_attributes`); a CLI
 * subcommand's id is the whole command as {@link anchorId} writes it (`dagster-instance-migrate`),
 * the words a reader types.
 */
export function memberAnchorId(symbolAnchor: string, memberName: string, kind?: string): string {
  return kind === 'subcommand' ? anchorId(`${symbolAnchor} ${memberName}`) : `${symbolAnchor}.${memberName}`;
}

/**
 * Member kinds that are listed in tables (never headings): environment variables. CLI subcommands
 * get headings (`### dagster instance migrate`), so each command a reader types has its own
 * anchor, table-of-contents entry and search record.
 */
export const TABLE_MEMBER_KINDS = new Set(['env-var']);

export interface PageAnchors {
  /** Symbol index on the page -> heading id. */
  symbols: string[];
  /** Symbol index on the page -> (member index -> heading id, or undefined when rendered in a table). */
  members: (string | undefined)[][];
}

/** Assigns every heading id of a page, guaranteeing uniqueness within the page. */
export function assignPageAnchors(page: InventoryPage): PageAnchors {
  const used = new Set<string>();
  const claim = (id: string): string => {
    let candidate = id;
    let n = 2;
    while (used.has(candidate)) candidate = `${id}--${n++}`;
    used.add(candidate);
    return candidate;
  };
  const symbols = page.symbols.map((s) => claim(anchorId(s.name)));
  const members = page.symbols.map((s, i) =>
    (s.members ?? []).map((m) => {
      if (TABLE_MEMBER_KINDS.has(m.kind)) return undefined;
      const id = memberAnchorId(symbols[i], m.name, m.kind);
      if (used.has(id)) return undefined; // would collide: rendered as a table row instead
      used.add(id);
      return id;
    }),
  );
  return {symbols, members};
}

export interface SymbolRef {
  fqn: string;
  route: string;
  anchor: string;
  href: string;
  kind: string;
  /** False for entries the inventory marks as anchor-less duplicates of another page's entry. */
  canonical: boolean;
}

export interface SymbolIndex {
  /** FQN -> canonical entry. */
  byFqn: Map<string, SymbolRef>;
  /** FQN -> every entry (one per page it appears on). */
  allByFqn: Map<string, SymbolRef[]>;
  /** Last dotted segment -> canonical entries with that short name. */
  byShort: Map<string, SymbolRef[]>;
}

export function buildSymbolIndex(inv: Inventory): SymbolIndex {
  const allByFqn = new Map<string, SymbolRef[]>();
  for (const page of inv.pages) {
    const anchors = assignPageAnchors(page);
    page.symbols.forEach((s, i) => {
      const ref: SymbolRef = {
        fqn: s.name,
        route: page.route,
        anchor: anchors.symbols[i],
        href: `${page.route}#${anchors.symbols[i]}`,
        kind: s.kind,
        canonical: s.anchor === undefined,
      };
      allByFqn.set(s.name, [...(allByFqn.get(s.name) ?? []), ref]);
    });
  }
  const byFqn = new Map<string, SymbolRef>();
  for (const [fqn, refs] of allByFqn) {
    // The entry without an "anchor" remark is canonical; if every entry has one, the first wins.
    byFqn.set(fqn, refs.find((r) => r.canonical) ?? refs[0]);
  }
  const byShort = new Map<string, SymbolRef[]>();
  for (const ref of byFqn.values()) {
    if (ref.kind === 'cli-command') continue;
    const short = ref.fqn.split('.').pop()!;
    byShort.set(short, [...(byShort.get(short) ?? []), ref]);
  }
  return {byFqn, allByFqn, byShort};
}

/** Top-level Python package of a symbol (`dagster_aws.s3.S3Resource` -> `dagster_aws`). */
export function topPackage(fqn: string): string {
  return fqn.split('.')[0];
}

/**
 * Resolves an identifier met in a type string (`AssetKey`, `dagster.AssetKey`) to a documented
 * symbol, or undefined. Only capitalized or dotted identifiers are considered, so that builtins
 * and lowercase words never link. Preference: exact FQN; then, by short name, the entry on the
 * current page, one in the same package, one in core `dagster`, or the only candidate.
 */
export function resolveTypeName(
  index: SymbolIndex,
  identifier: string,
  context: {route: string; fqn?: string; pkg?: string},
): SymbolRef | undefined {
  const exact = index.byFqn.get(identifier);
  if (exact) return exact.fqn === context.fqn ? undefined : exact;
  if (identifier.includes('.') || !/^[A-Z]/.test(identifier)) return undefined;
  const candidates = (index.byShort.get(identifier) ?? []).filter((r) => r.fqn !== context.fqn);
  if (candidates.length === 0) return undefined;
  const pkg = context.pkg ?? (context.fqn ? topPackage(context.fqn) : undefined);
  return (
    candidates.find((r) => r.route === context.route) ??
    candidates.find((r) => topPackage(r.fqn) === pkg) ??
    candidates.find((r) => topPackage(r.fqn) === 'dagster') ??
    (candidates.length === 1 ? candidates[0] : undefined)
  );
}

/** Identifiers of a type string, in order (`Optional[Mapping[str, AssetKey]]` -> Optional, Mapping, str, AssetKey). */
export function typeIdentifiers(type: string): string[] {
  return type.match(/[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/g) ?? [];
}

/* ------------------------------------------------------------------------------------------ */
/* routes.tsv                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** The alias rows of routes.tsv: sidebar `none` rows under /api/ whose notes name a redirect target. */
export function readApiAliases(): {from: string; to: string}[] {
  const out: {from: string; to: string}[] = [];
  for (const row of readRoutes()) {
    if (!row.path.startsWith('/api/') || row.sidebar !== 'none') continue;
    const m = /redirect to (\/api\/\S+?)(?:[;,)]|\s|$)/.exec(row.notes);
    if (m) out.push({from: row.path, to: m[1]});
  }
  return out;
}

/** Titles of API routes from routes.tsv, keyed by route path. */
export function readApiRouteTitles(): Map<string, string> {
  const titles = new Map<string, string>();
  for (const row of readRoutes()) if (row.path.startsWith('/api/')) titles.set(row.path, row.title);
  return titles;
}

export function symbolDisplayName(s: InventorySymbol): string {
  if (s.kind === 'cli-command') return s.name;
  const parts = s.name.split('.');
  // Methods documented as top-level entries keep their class: DagsterInstance.report_runless_asset_event.
  if (s.kind === 'method' && parts.length >= 2) return parts.slice(-2).join('.');
  return parts[parts.length - 1];
}
