/**
 * The judged query set of `npm run bench:relevance` (bench/relevance/queries.json) and its
 * deterministic split into a tuning half and a held-out half.
 *
 * Each query was judged from the docs alone (website/docs/**), never from what any engine returns.
 * Queries whose `source` is a URL are questions real users asked (GitHub issues), rephrased the way a
 * person types them; several queries may share one source (a question form and a keyword form), and
 * such a group always lands in the same half so a paraphrase never leaks from tuning into held-out.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';

/** Kinds of query, each reported on its own. */
export const KINDS = ['title', 'how-to', 'concept', 'question', 'symbol', 'typo', 'prefix', 'command'] as const;
export type QueryKind = (typeof KINDS)[number];

/** The two halves: tune ranking on `tuning`, judge it on `held-out`. */
export const HALVES = ['tuning', 'held-out'] as const;
export type Half = (typeof HALVES)[number];

/**
 * Where a scored query comes from: one of the two halves of queries.json, or `dev`, the separate
 * diagnosis set (bench/relevance/dev-queries.json: real users' questions gathered after the split was
 * tuned against, judged the same way). Its misses are listed so a ranking idea can be checked
 * against questions nobody tuned on; only the held-out half decides whether a change is kept.
 */
export const PARTS = [...HALVES, 'dev'] as const;
export type Part = (typeof PARTS)[number];

/**
 * One judged query.
 * - `q`: the text typed into the search box (at most 64 characters, the modal's cap).
 * - `expect`: acceptable targets, each a site path (`/guides/...`) or path plus `#anchor`; a hit
 *   matches when its path is equal (trailing slash ignored) and, if the target names an anchor, its
 *   decoded hash is equal too.
 * - `source`: the GitHub issue URL for real-user questions, else `docs:<kind>`.
 * - `why`: the reason the first target is the page a knowledgeable reader would open first.
 */
export interface JudgedQuery {
  q: string;
  expect: string[];
  kind: QueryKind;
  source: string;
  why: string;
}

/** A judged query with the half it belongs to. */
export interface SplitQuery extends JudgedQuery {
  half: Part;
}

/**
 * Reads and validates the query file.
 * @throws Error naming the entry when a field is missing, a kind is unknown, or a query repeats.
 */
export function readQueries(file: string): JudgedQuery[] {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(raw)) throw new Error(`${file}: expected a JSON array of queries`);
  const seen = new Set<string>();
  return raw.map((entry: Partial<JudgedQuery>, i) => {
    const where = `${file}[${i}]`;
    if (typeof entry.q !== 'string' || !entry.q.trim() || entry.q.length > 64) throw new Error(`${where}: q must be 1-64 characters`);
    if (!Array.isArray(entry.expect) || !entry.expect.length || !entry.expect.every((e) => typeof e === 'string' && e.startsWith('/'))) {
      throw new Error(`${where}: expect must be a non-empty list of site paths`);
    }
    if (!KINDS.includes(entry.kind as QueryKind)) throw new Error(`${where}: unknown kind ${JSON.stringify(entry.kind)}`);
    if (typeof entry.source !== 'string' || typeof entry.why !== 'string') throw new Error(`${where}: source and why are required`);
    const key = entry.q.toLowerCase();
    if (seen.has(key)) throw new Error(`${where}: duplicate query ${JSON.stringify(entry.q)}`);
    seen.add(key);
    return entry as JudgedQuery;
  });
}

/** True when the query is a real user's question (its source is an issue URL). */
export function isUserQuestion(q: JudgedQuery): boolean {
  return /^https?:\/\//.test(q.source);
}

function hashHex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Splits queries into two halves, deterministically and balanced by kind.
 *
 * Groups (one per issue URL; one per query text otherwise) are visited in order of the SHA-256 of
 * the group key; each group goes to the half that leaves the per-kind counts most even, ties broken
 * by the hash. Adding a query only moves groups visited after it, and no query text is looked at
 * beyond its hash, so the split cannot be steered by what an engine returns.
 */
export function splitHalves(queries: JudgedQuery[]): SplitQuery[] {
  const groups = new Map<string, JudgedQuery[]>();
  for (const q of queries) {
    const key = isUserQuestion(q) ? q.source : `q:${q.q}`;
    const g = groups.get(key);
    if (g) g.push(q);
    else groups.set(key, [q]);
  }
  const ordered = [...groups.entries()].map(([key, members]) => ({hash: hashHex(key), members})).sort((a, b) => (a.hash < b.hash ? -1 : 1));
  const counts: Record<Half, Map<QueryKind, number>> = {tuning: new Map(), 'held-out': new Map()};
  const halfOf = new Map<JudgedQuery, Half>();
  for (const {hash, members} of ordered) {
    const cost = (half: Half) => {
      const other: Half = half === 'tuning' ? 'held-out' : 'tuning';
      let c = 0;
      for (const m of members) c += (counts[half].get(m.kind) ?? 0) - (counts[other].get(m.kind) ?? 0);
      return c;
    };
    const t = cost('tuning');
    const h = cost('held-out');
    const half: Half = t < h ? 'tuning' : h < t ? 'held-out' : parseInt(hash.slice(0, 2), 16) % 2 === 0 ? 'tuning' : 'held-out';
    for (const m of members) {
      counts[half].set(m.kind, (counts[half].get(m.kind) ?? 0) + 1);
      halfOf.set(m, half);
    }
  }
  return queries.map((q) => ({...q, half: halfOf.get(q) as Half}));
}

/**
 * True when a hit's URL is the expected target: same path (trailing slash ignored) and, when the
 * target names an anchor, the same decoded hash. The host is ignored, so engines that return paths
 * (Pagefind) and absolute URLs (ours, MiniSearch over our records) are matched alike.
 */
export function matches(hitUrl: string, expect: string): boolean {
  const u = new URL(hitUrl, 'http://relbench.invalid');
  const [p, hash] = expect.split('#');
  const norm = (s: string) => s.replace(/\/$/, '') || '/';
  if (norm(decodeURI(u.pathname)) !== norm(p)) return false;
  return hash === undefined || decodeURIComponent(u.hash.slice(1)) === hash;
}

/** 1-based rank of the first hit matching any target, or `Infinity` when none does. */
export function rankOf(urls: string[], expect: string[]): number {
  const i = urls.findIndex((u) => expect.some((e) => matches(u, e)));
  return i < 0 ? Infinity : i + 1;
}
