/**
 * HTML-safety helpers for record text (docs/protocol.md#html-safety).
 *
 * Records are stored already escaped: `<`, `>` and `"` always, `&` only when it starts an
 * entity-like sequence (`&[#A-Za-z0-9]+;`). A bare `&` ("Q&A") stays readable in the modal's
 * text-rendered group title and is still injection-safe when injected as innerHTML.
 */

const ENTITY_LIKE = /&(?=[#A-Za-z0-9]+;)/g;

/**
 * Escape raw DOM text for storage in a record (docs/protocol.md#html-safety).
 * @param raw - plain text as read from the page (entities already decoded by the parser).
 * @returns the HTML-safe form, e.g. `<b>&amp;` → `&lt;b&gt;&amp;amp;`, `Q&A` → `Q&A`.
 */
export function escapeText(raw: string): string {
  return raw.replace(ENTITY_LIKE, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Idempotent safety net for text that is *supposed* to be stored escaped already (records loaded
 * from a file or handed to the engine): escapes any raw `<`, `>`, `"` and leaves `&` alone, so an
 * already-escaped value is unchanged and a raw one can no longer carry markup.
 * @param stored - a record text value.
 * @returns a value with no raw `<`, `>` or `"`.
 */
export function ensureHtmlSafe(stored: string): string {
  if (!/[<>"]/.test(stored)) return stored;
  return stored.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The only entities {@link decodeStored} understands: exactly the ones {@link escapeText} emits. */
const STORED_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&', '&#39;': "'" };

/**
 * Decoded view of a stored (escaped) string, with a map back to escaped offsets, so the tokenizer
 * can work on plain text while highlights are inserted into the escaped string.
 */
export interface DecodedText {
  /** The decoded plain text. */
  text: string;
  /**
   * `offsets[i]` is the index in the escaped string where decoded char `i` starts;
   * `offsets[text.length]` is the escaped string's length. Entities are never split.
   * `null` when the text has no entity (offsets are the identity).
   */
  offsets: Int32Array | null;
}

/**
 * Decode the entities {@link escapeText} produces (`&lt; &gt; &quot; &amp; &#39;`) and keep an offset map.
 * Any other `&…;` sequence is kept literally.
 * @param stored - an HTML-safe record value.
 */
export function decodeStored(stored: string): DecodedText {
  if (stored.indexOf('&') < 0) return { text: stored, offsets: null };
  const chars: string[] = [];
  const offs: number[] = [];
  let i = 0;
  while (i < stored.length) {
    const c = stored[i];
    if (c === '&') {
      const semi = stored.indexOf(';', i + 1);
      if (semi > i && semi - i <= 5) {
        const ent = stored.slice(i, semi + 1);
        const dec = STORED_ENTITIES[ent];
        if (dec !== undefined) {
          chars.push(dec);
          offs.push(i);
          i = semi + 1;
          continue;
        }
      }
    }
    chars.push(c);
    offs.push(i);
    i++;
  }
  const offsets = new Int32Array(offs.length + 1);
  offsets.set(offs);
  offsets[offs.length] = stored.length;
  return { text: chars.join(''), offsets };
}

/**
 * Decode a stored value to plain text (no offset map); cheap when there is no `&`.
 * @param stored - an HTML-safe record value.
 */
export function decodeStoredText(stored: string): string {
  if (stored.indexOf('&') < 0) return stored;
  return stored.replace(/&(?:lt|gt|quot|amp|#39);/g, (e) => STORED_ENTITIES[e] ?? e);
}

/**
 * True when a URL is absolute http or https (the only kind the server may return, docs/protocol.md#html-safety).
 * @param url - candidate URL.
 */
export function isHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
