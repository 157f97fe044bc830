import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * Renders the small markdown subset our API descriptions use: paragraphs (blank line), bullet
 * lines (`- `), inline code, links, **bold** and *emphasis*. Underscore emphasis is deliberately
 * not supported, so snake_case names never turn italic.
 */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(`+)([\s\S]*?[^`])\1(?!`)|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;
  let last = 0;
  let k = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${keyPrefix}-${k++}`;
    if (m[1]) out.push(<code key={key}>{m[2].trim()}</code>);
    else if (m[3] !== undefined) {
      const href = m[4];
      const children = renderInline(m[3], key);
      out.push(
        /^(\/|#)/.test(href) ? (
          <Link key={key} to={href}>
            {children}
          </Link>
        ) : (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        ),
      );
    } else if (m[5] !== undefined) out.push(<strong key={key}>{renderInline(m[5], key)}</strong>);
    else if (m[6] !== undefined) out.push(<em key={key}>{renderInline(m[6], key)}</em>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Block-level rendering: paragraphs and simple bullet lists. */
export default function InlineMarkdown({text, inline}: {text: string; inline?: boolean}): ReactNode {
  if (inline) return <>{renderInline(text)}</>;
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <>
      {blocks.map((block, i) => {
        const lines = block.split('\n');
        if (lines.every((l) => /^\s*[-*] /.test(l))) {
          return (
            <ul key={i}>
              {lines.map((l, j) => (
                <li key={j}>{renderInline(l.replace(/^\s*[-*] /, ''), `b${i}-${j}`)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{renderInline(lines.join(' '), `b${i}`)}</p>;
      })}
    </>
  );
}
