/**
 * Rule `unsafe-link-schemes`: no link target on a page uses the `javascript:`, `data:` or
 * `vbscript:` scheme: a reader clicking it would run script, or open content
 * the site cannot vouch for, in the site's origin.
 *
 * Checked outside code fences and inline code spans: markdown links `[text](target)`, autolinks
 * `<scheme:...>`, reference definitions `[id]: target`, and the link attributes of HTML/JSX
 * elements (`href`, `xlink:href`, `action`, `formaction`, quoted or as a JSX string expression).
 * Images (`![alt](...)`) are not links and are left alone. The target is read the way a browser
 * reads a URL's scheme: HTML character references decoded, ASCII tab/newline and leading
 * control characters or spaces dropped, case ignored (`JaVa&#x09;Script:` is `javascript:`).
 * The built HTML is checked again by the delivery build step (packages/search/src/delivery/build.ts);
 * both read schemes with `unsafeScheme` (packages/search/src/delivery/link-schemes.ts).
 */
import {UNSAFE_LINK_SCHEMES, unsafeScheme} from '../../packages/search/src/delivery/link-schemes.ts';
import {forEachLineOutsideFences} from '../lib/content.ts';
import type {ContentRule, Finding} from './types.ts';

export {UNSAFE_LINK_SCHEMES, unsafeScheme};

/** Link targets on one line of markdown/MDX (code spans already blanked). */
function targetsOf(line: string): string[] {
  const out: string[] = [];
  // [text](target "title") — not ![alt](src). The target may be wrapped in <...>.
  for (const m of line.matchAll(/(^|[^!])\[[^\]]*\]\(\s*(<[^>]*>|[^\s()]+(?:\([^\s)]*\)[^\s()]*)*)/g)) out.push(m[2].replace(/^<|>$/g, ''));
  // <scheme:...> autolinks.
  for (const m of line.matchAll(/<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi)) out.push(m[1]);
  // [id]: target reference definitions.
  const def = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
  if (def) out.push(def[1].replace(/^<|>$/g, ''));
  // href="..." / href='...' / href={"..."} / href={`...`} and the other link attributes.
  for (const m of line.matchAll(/\b(?:href|xlink:href|action|formaction)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\})/gi)) {
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
  }
  return out;
}

export const unsafeLinkSchemes: ContentRule = {
  id: 'unsafe-link-schemes',
  description: 'No link target uses the javascript:, data: or vbscript: scheme.',
  check(d) {
    const out: Finding[] = [];
    forEachLineOutsideFences(d.body, (line, i) => {
      const prose = line.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
      for (const target of new Set(targetsOf(prose))) {
        const scheme = unsafeScheme(target);
        if (scheme) out.push({line: d.bodyLine + i, message: `link target uses the ${scheme} scheme (refused: ${UNSAFE_LINK_SCHEMES.join(', ')}): ${target.slice(0, 60)}`});
      }
    });
    return out;
  },
};
