import React, {type ReactNode} from 'react';
import type {RenderedParam, TypeLinks} from '@site/src/api/types';
import TypeText from './TypeText';
import styles from './styles.module.css';

const PREFIX: Record<string, string> = {
  decorator: '@',
  class: 'class ',
  exception: 'exception ',
};

/**
 * A Python-style signature built from the inventory: `@dagster.asset(name: Optional[str], ...)`.
 * Parameters appear only when the inventory lists them; a default appears only when the inventory
 * states one. Long signatures break one parameter per line.
 */
export default function Signature({
  kind,
  module,
  name,
  params,
  returns,
  annotation,
  value,
  links,
  selfAnchor,
}: {
  kind: string;
  module: string;
  name: string;
  params: RenderedParam[];
  returns: string | null;
  annotation?: string;
  value?: string;
  links: TypeLinks;
  selfAnchor?: string;
}): ReactNode {
  const paramText = (p: RenderedParam) =>
    `${p.name}${p.type ? `: ${p.type}` : ''}${p.default !== undefined ? ` = ${p.default}` : ''}`;
  const multiline =
    params.length > 3 || params.reduce((n, p) => n + paramText(p).length + 2, module.length + name.length) > 72;
  const renderParam = (p: RenderedParam) => (
    <>
      <span className={styles.sigParam}>{p.name}</span>
      {p.type && (
        <>
          {': '}
          <TypeText type={p.type} links={links} selfAnchor={selfAnchor} />
        </>
      )}
      {p.default !== undefined && <> = {p.default}</>}
    </>
  );
  return (
    <pre className={styles.signature}>
      <code>
        {PREFIX[kind] && <span className={styles.sigKeyword}>{PREFIX[kind]}</span>}
        {module && <span className={styles.sigModule}>{module}</span>}
        <span className={styles.sigName}>{name}</span>
        {params.length > 0 && (
          <>
            (
            {multiline ? (
              <>
                {'\n'}
                {params.map((p, i) => (
                  <React.Fragment key={`${p.name}-${i}`}>
                    {'    '}
                    {renderParam(p)}
                    {',\n'}
                  </React.Fragment>
                ))}
              </>
            ) : (
              params.map((p, i) => (
                <React.Fragment key={`${p.name}-${i}`}>
                  {i > 0 && ', '}
                  {renderParam(p)}
                </React.Fragment>
              ))
            )}
            )
          </>
        )}
        {annotation && (
          <>
            {': '}
            <TypeText type={annotation} links={links} selfAnchor={selfAnchor} />
          </>
        )}
        {value !== undefined && <> = {value}</>}
        {returns && (
          <>
            {' -> '}
            <TypeText type={returns} links={links} selfAnchor={selfAnchor} />
          </>
        )}
      </code>
    </pre>
  );
}
