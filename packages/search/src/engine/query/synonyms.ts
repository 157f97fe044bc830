/**
 * Synonyms with Algolia semantics (docs/protocol.md#ranking, "Synonyms"), from the checked-in
 * table `packages/search/synonyms.json`:
 * - `synonym` (multi-way): every string of the entry matches every other;
 * - `oneWaySynonym`: the `input` also matches the `synonyms`, not the reverse.
 *
 * Strings are tokenized like queries; a word's key is its whole-chunk key (`I/O` → `io`,
 * `Dagster+` → `dagster+`). When the query holds one side as consecutive words, each of those
 * words also matches the other side: word by word when both sides have the same number of words
 * (`env var` → `environment variable`), or every word matches the other side's single word
 * (`command line` → `cli`). A one-word side never expands to a several-word side (that would need
 * a phrase match); the loader rejects such pairs. A synonym match is an equivalent form in the
 * exact criterion, like a plural (Algolia's `alternativesAsExact`).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseQuery, type QueryWord } from './query-parser.ts';

/** One Algolia synonym object (the two types supported). */
export type SynonymEntry =
  | { objectID: string; type: 'synonym'; synonyms: string[] }
  | { objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[] };

/** Limits of a synonyms table: entries, strings per entry, words per string, file bytes. */
export const SYNONYM_LIMITS = { entries: 500, stringsPerEntry: 20, wordsPerString: 4, fileBytes: 256 * 1024 } as const;

/** The checked-in table. */
export const DEFAULT_SYNONYMS_FILE = fileURLToPath(new URL('../../../synonyms.json', import.meta.url));

/** A compiled table: first word key → rules starting with that word. */
export interface SynonymTable {
  rules: Map<string, SynonymRule[]>;
}

/** One directed rule: when the query holds `from` (word keys) consecutively, word i also matches `to[i]` (or `to[0]` for a one-word `to`). */
interface SynonymRule {
  from: string[];
  to: string[];
}

/** A synonyms file or entry that cannot be used; the message names the file, the entry and the limit. */
export class SynonymError extends Error {
  override name = 'SynonymError';
}

function keysOf(s: string): string[] {
  return parseQuery(s, false).words.map(wordKey);
}

/** The key a query word is matched on for synonyms. */
export function wordKey(w: QueryWord): string {
  return w.compound ?? w.parts[0];
}

/**
 * Compile synonym entries.
 * @param entries - Algolia synonym objects.
 * @param source - name used in error messages (a file path).
 * @throws SynonymError on an unknown type, a missing field, a limit exceeded, or a one-word side paired with a several-word side.
 */
export function compileSynonyms(entries: readonly unknown[], source = 'synonyms'): SynonymTable {
  if (entries.length > SYNONYM_LIMITS.entries) throw new SynonymError(`${source}: more than ${SYNONYM_LIMITS.entries} entries`);
  const rules = new Map<string, SynonymRule[]>();
  const add = (from: string[], to: string[], id: string): void => {
    if (from.length === 0 || to.length === 0 || from.join(' ') === to.join(' ')) return;
    if (to.length > 1 && to.length !== from.length) throw new SynonymError(`${source}: entry ${id}: "${from.join(' ')}" (${from.length} word) cannot expand to "${to.join(' ')}" (${to.length} words); pair sides of equal length, or several words with one`);
    const list = rules.get(from[0]) ?? [];
    list.push({ from, to });
    rules.set(from[0], list);
  };
  entries.forEach((raw, i) => {
    const e = raw as Partial<SynonymEntry> & Record<string, unknown>;
    const id = typeof e?.objectID === 'string' ? e.objectID : `#${i}`;
    const strings = (x: unknown): string[] => {
      if (!Array.isArray(x) || x.length === 0 || !x.every((s) => typeof s === 'string' && s.trim() !== '')) throw new SynonymError(`${source}: entry ${id}: synonyms must be a non-empty array of strings`);
      if (x.length > SYNONYM_LIMITS.stringsPerEntry) throw new SynonymError(`${source}: entry ${id}: more than ${SYNONYM_LIMITS.stringsPerEntry} strings`);
      return x as string[];
    };
    const words = (s: string): string[] => {
      const k = keysOf(s);
      if (k.length === 0 || k.length > SYNONYM_LIMITS.wordsPerString) throw new SynonymError(`${source}: entry ${id}: "${s}" must have 1 to ${SYNONYM_LIMITS.wordsPerString} words`);
      return k;
    };
    if (e?.type === 'synonym') {
      const sides = strings(e.synonyms).map(words);
      for (const a of sides) for (const b of sides) if (a !== b && !(a.length === 1 && b.length > 1)) add(a, b, id);
    } else if (e?.type === 'oneWaySynonym') {
      if (typeof e.input !== 'string') throw new SynonymError(`${source}: entry ${id}: oneWaySynonym needs an input string`);
      const from = words(e.input);
      for (const b of strings(e.synonyms).map(words)) add(from, b, id);
    } else throw new SynonymError(`${source}: entry ${id}: type must be "synonym" or "oneWaySynonym"`);
  });
  return { rules };
}

/**
 * Read and compile a synonyms file (`{"synonyms": [...]}` or a bare array).
 * @param file - path (default: the checked-in packages/search/synonyms.json).
 * @throws SynonymError naming the file when it is unreadable, over {@link SYNONYM_LIMITS}.fileBytes, not JSON, or has a bad entry.
 */
export function loadSynonyms(file = DEFAULT_SYNONYMS_FILE): SynonymTable {
  let text: string;
  try {
    if (fs.statSync(file).size > SYNONYM_LIMITS.fileBytes) throw new SynonymError(`${file}: larger than ${SYNONYM_LIMITS.fileBytes} bytes`);
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof SynonymError) throw e;
    throw new SynonymError(`${file}: cannot read (${(e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SynonymError(`${file}: not JSON (${(e as Error).message})`);
  }
  const entries = Array.isArray(json) ? json : (json as { synonyms?: unknown })?.synonyms;
  if (!Array.isArray(entries)) throw new SynonymError(`${file}: expected {"synonyms": [...]} or an array`);
  return compileSynonyms(entries, file);
}

/** An empty table (no synonyms). */
export const NO_SYNONYMS: SynonymTable = { rules: new Map() };

/**
 * The extra terms each query word may match through synonyms.
 * @param words - parsed query words (phrase words are left alone: they match literally).
 * @returns per word, the alternative term keys (possibly empty).
 */
export function synonymAlternatives(words: readonly QueryWord[], table: SynonymTable): string[][] {
  const out = words.map(() => [] as string[]);
  if (table.rules.size === 0) return out;
  const keys = words.map(wordKey);
  for (let i = 0; i < words.length; i++) {
    for (const rule of table.rules.get(keys[i]) ?? []) {
      const n = rule.from.length;
      if (i + n > words.length) continue;
      let ok = true;
      for (let k = 0; k < n && ok; k++) ok = keys[i + k] === rule.from[k] && words[i + k].phrase < 0;
      if (!ok) continue;
      for (let k = 0; k < n; k++) {
        const t = rule.to.length === 1 ? rule.to[0] : rule.to[k];
        if (t !== keys[i + k] && !out[i + k].includes(t)) out[i + k].push(t);
      }
    }
  }
  return out;
}
