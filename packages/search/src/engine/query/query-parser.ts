/**
 * Query parsing (docs/protocol.md#ranking): words, the prefix last word
 * (`prefixLast`), and — with `advancedSyntax` — `"quoted phrases"` and `-exclusions`.
 */
import { analyzeChunk, fold } from '../text/tokenizer.ts';
import { SEARCH_CONFIG } from '../../config.ts';

/** Maximum number of query words considered (extra words are ignored). */
export const MAX_QUERY_WORDS = SEARCH_CONFIG.params.maxQueryWords;

/** One query word (a whitespace-delimited chunk of the query). */
export interface QueryWord {
  /** Folded display form reported in `matchedWords`, e.g. `assetexecutioncontext` or `schedules`. */
  display: string;
  /** The chunk's parts, e.g. `['asset','execution','context']` (one element for a plain word). */
  parts: string[];
  /** Compound key for multi-part chunks (`assetexecutioncontext`, `--flag`), else null. */
  compound: string | null;
  /**
   * For a dotted path (`dagster.AssetExecutionContext`), the key of its last piece
   * (`assetexecutioncontext`): matched as an alternative that costs one typo, so a fully
   * qualified name still finds the symbol's own heading.
   */
  tail: string | null;
  /** True for the last word of a query not ending in whitespace: matched as a prefix. */
  prefix: boolean;
  /** Index of the phrase this word belongs to (advanced syntax), or -1. Phrase words need exact, adjacent matches. */
  phrase: number;
}

/** A parsed query. */
export interface ParsedQuery {
  words: QueryWord[];
  /** Terms whose records are excluded (`-word`, advanced syntax), folded. */
  exclusions: QueryWord[];
  /** Number of phrases. */
  phraseCount: number;
}

function wordsOf(text: string, phrase: number): QueryWord[] {
  const out: QueryWord[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    const a = analyzeChunk(text, m.index, m.index + m[0].length);
    if (a.parts.length === 0) continue;
    const display = a.compound ?? a.parts[0].term;
    const lastPiece = a.parts[a.parts.length - 1].piece;
    const tailParts = a.parts.filter((p) => p.piece === lastPiece);
    const firstTail = tailParts[0];
    const tail = lastPiece > 0 && text[firstTail.start - 1] === '.' ? tailParts.map((p) => p.term).join('') : null;
    const w: QueryWord = {
      display: fold(m[0]).replace(/^[^\p{L}\p{N}-]+|[^\p{L}\p{N}]+$/gu, '') || display,
      parts: a.parts.map((p) => p.term),
      compound: a.compound,
      tail: tail !== null && tail.length >= 3 ? tail : null,
      prefix: false,
      phrase,
    };
    out.push(w);
  }
  return out;
}

/**
 * Parse a query string.
 * @param query - the raw query (any length; only the first {@link MAX_QUERY_WORDS} words are used).
 * @param advancedSyntax - honour `"phrases"` and `-exclusions` (the DocSearch index setting, default true).
 */
export function parseQuery(query: string, advancedSyntax = true): ParsedQuery {
  const words: QueryWord[] = [];
  const exclusions: QueryWord[] = [];
  let phraseCount = 0;
  let lastIsOpen = false;
  if (advancedSyntax) {
    // Split into quoted / unquoted segments; an unterminated quote runs to the end as a phrase.
    const re = /"([^"]*)("?)|([^"]+)/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(query)) !== null) {
      if (m[1] !== undefined) {
        const ws = wordsOf(m[1], m[2] ? phraseCount : -1);
        if (ws.length > 1 && m[2]) phraseCount++;
        else for (const w of ws) w.phrase = -1;
        words.push(...ws);
        lastIsOpen = !m[2];
      } else if (m[3] !== undefined) {
        const seg = m[3];
        // `-word` excludes; a one-character `-h`, `-p`, `-f` is a command-line flag a reader pasted
        // with a command (`dagster dev -f defs.py`), kept as a word: excluding every record with
        // the letter `h` would empty the results. `--flag` is never an exclusion (no letter after `-`).
        const re2 = /(^|\s)-(?=[\p{L}\p{N}])(\S{2,})/gu;
        const plain = seg.replace(re2, (_all, lead: string, word: string) => {
          exclusions.push(...wordsOf(word, -1));
          return lead;
        });
        words.push(...wordsOf(plain, -1));
        lastIsOpen = true;
      }
    }
  } else {
    words.push(...wordsOf(query, -1));
    lastIsOpen = true;
  }
  const limited = words.slice(0, MAX_QUERY_WORDS);
  const last = limited[limited.length - 1];
  // prefixLast: the last word is a prefix unless the query ends with whitespace or a closed phrase.
  if (last && lastIsOpen && !/\s$/.test(query) && last.phrase < 0 && last === words[words.length - 1]) last.prefix = true;
  return { words: limited, exclusions, phraseCount };
}
