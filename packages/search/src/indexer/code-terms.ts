/**
 * Commands and identifiers from code blocks, for a record's low-weight `code` attribute
 * (docs/protocol.md, "Records" and "Ranking"): what a reader types to find a page by the
 * command or API it shows — `dagster dev`, `pip install dagster-dbt`, `dg scaffold defs`,
 * `materialize_to_memory` — not whole programs.
 *
 * - Shell blocks (`language-bash|sh|shell|console|zsh|powershell`): each command line (a leading
 *   `$ ` / `> ` prompt removed, comments and lines not starting like a command skipped), its first
 *   {@link SHELL_WORDS_PER_LINE} words.
 * - Python blocks: the Dagster API the example uses — names imported from `dagster` /
 *   `dagster_*` modules and `dg.name` uses of an aliased import; the example's own names are left out.
 * - Other languages: nothing.
 * Terms are de-duplicated per section and capped by the caller (`SEARCH_CONFIG.indexer.maxCodeWords`).
 */
import { nodeText, type DomNode } from './dom-text.ts';

/** Words kept from the start of one shell command line. */
export const SHELL_WORDS_PER_LINE = 8;

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'shell-session']);
const PY_LANGS = new Set(['python', 'py']);
/** The `language-xxx` class of a code block element or its first `pre`/`code` descendant, or ''. */
export function codeLanguage(node: DomNode): string {
  const find = (n: DomNode, depth: number): string => {
    const m = /(?:^|\s)language-([\w+-]+)/.exec(n.attribs?.class ?? '');
    if (m) return m[1].toLowerCase();
    if (depth > 3) return '';
    for (const c of n.children ?? []) {
      if (c.type !== 'tag') continue;
      const l = find(c, depth + 1);
      if (l) return l;
    }
    return '';
  };
  return find(node, 0);
}

/** The lines of a code block: Prism's `.token-line` spans when present, else the text split at newlines. */
function codeLines(node: DomNode): string[] {
  const lines: string[] = [];
  const walk = (n: DomNode): void => {
    if (n.type !== 'tag') return;
    if ((n.attribs?.class ?? '').split(/\s+/).includes('token-line')) {
      lines.push(nodeText(n));
      return;
    }
    for (const c of n.children ?? []) walk(c);
  };
  walk(node);
  return lines.length > 0 ? lines : nodeText(node).split('\n');
}

/**
 * The terms of one code block, in order (not de-duplicated).
 * @param node - a `pre` element or a Docusaurus `.theme-code-block` container.
 */
export function codeTerms(node: DomNode): string[] {
  const lang = codeLanguage(node);
  const out: string[] = [];
  if (SHELL_LANGS.has(lang)) {
    for (const raw of codeLines(node)) {
      const line = raw.trim().replace(/^(?:\$|>|PS>)\s+/, '');
      if (!/^[A-Za-z][\w.+-]*(\s|$)/.test(line)) continue; // comments, output, blank lines
      out.push(line.split(/\s+/).slice(0, SHELL_WORDS_PER_LINE).join(' ').replace(/\\$/, '').trim());
    }
  } else if (PY_LANGS.has(lang)) {
    // The Dagster API the example uses: names imported from `dagster` / `dagster_*` modules, and
    // `alias.name` for a module imported as an alias (`import dagster as dg` … `dg.materialize`).
    const text = codeLines(node).join('\n');
    const name = /^[A-Za-z_]\w+$/;
    for (const m of text.matchAll(/^\s*from\s+dagster[\w.]*\s+import\s+/gm)) {
      const rest = text.slice(m.index + m[0].length);
      const list = rest.startsWith('(') ? rest.slice(1, Math.max(1, rest.indexOf(')'))) : rest.split('\n', 1)[0];
      const names = list.split(/[\s,]+/);
      for (let i = 0; i < names.length; i++) {
        if (names[i] === 'as') i++;
        else if (name.test(names[i])) out.push(names[i]);
      }
    }
    for (const m of text.matchAll(/^\s*import\s+dagster[\w.]*\s+as\s+(\w+)/gm)) {
      for (const u of text.matchAll(new RegExp(`(?<![\\w.])${m[1]}\\.([A-Za-z_]\\w+)`, 'g'))) out.push(u[1]);
    }
  }
  return out;
}

/**
 * Append `terms` to `into` (distinct entries, in order) while the total stays within `maxWords` words.
 * @returns the words now in `into`.
 */
export function addCodeTerms(into: string[], terms: readonly string[], maxWords: number): number {
  let words = into.reduce((n, t) => n + t.split(' ').length, 0);
  for (const t of terms) {
    if (t === '' || into.includes(t)) continue;
    const w = t.split(' ').length;
    if (words + w > maxWords) continue;
    into.push(t);
    words += w;
  }
  return words;
}
