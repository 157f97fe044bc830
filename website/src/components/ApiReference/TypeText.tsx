import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {TypeLinks} from '@site/src/api/types';

/**
 * A type annotation with every documented identifier linked to its anchor. `selfAnchor` is the
 * anchor of the entry being rendered, so a symbol never links to itself.
 */
export default function TypeText({
  type,
  links,
  selfAnchor,
}: {
  type: string;
  links: TypeLinks;
  selfAnchor?: string;
}): ReactNode {
  const parts: ReactNode[] = [];
  let w = 0;
  // Plain text with a line-break opportunity after each "[" so long types wrap at brackets,
  // never inside a name.
  const plain = (text: string) =>
    text.split(/(?<=\[)/).map((piece, i) => (
      <React.Fragment key={`t${w++}`}>
        {i > 0 && <wbr />}
        {piece}
      </React.Fragment>
    ));
  const re = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/g;
  let last = 0;
  let k = 0;
  for (let m = re.exec(type); m; m = re.exec(type)) {
    const href = links[m[0]];
    if (!href || href === `#${selfAnchor}` || href.endsWith(`#${selfAnchor}`)) continue;
    if (m.index > last) parts.push(...plain(type.slice(last, m.index)));
    parts.push(
      <Link key={k++} to={href}>
        {m[0]}
      </Link>,
    );
    last = m.index + m[0].length;
  }
  if (last < type.length) parts.push(...plain(type.slice(last)));
  return <>{parts}</>;
}
