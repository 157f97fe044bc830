import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {RenderedMember, TypeLinks} from '@site/src/api/types';
import {KindBadge, LifecycleBadge} from './Badges';
import InlineMarkdown from './InlineMarkdown';
import ParamTable from './ParamTable';
import Signature from './Signature';
import styles from './styles.module.css';

const PROPERTY_KINDS = new Set(['property', 'abstract-property', 'attribute']);

/** A documented method, property or attribute of a symbol (its h3 heading is in the markdown). */
export default function ApiMember({data, links}: {data: RenderedMember; links: TypeLinks}): ReactNode {
  const isProperty = PROPERTY_KINDS.has(data.kind);
  return (
    <div className={styles.member} data-api-member={data.anchor}>
      <div className={styles.badges}>
        <KindBadge kind={data.kind} />
        {data.flags.map((f) => (
          <LifecycleBadge key={f} flag={f} />
        ))}
        {data.contextManager && <span className={clsx(styles.badge, styles.statusBadge)}>context manager</span>}
      </div>
      {data.kind === 'subcommand' ? (
        <pre className={styles.signature}>
          <code>{`${data.owner} ${data.name}`}</code>
        </pre>
      ) : (
      <Signature
        kind={data.kind}
        module={`${data.owner}.`}
        name={data.name}
        params={data.params}
        returns={isProperty ? null : data.returns}
        annotation={isProperty ? (data.returns ?? undefined) : undefined}
        value={data.value}
        links={links}
      />
      )}
      {data.deprecation && (
        <div className={clsx(styles.notice, styles.noticeDeprecated)}>
          <strong>Deprecated</strong>: {data.deprecation}.
        </div>
      )}
      {data.description && (
        <div className={styles.summary}>
          <InlineMarkdown text={data.description} />
        </div>
      )}
      {data.params.length > 0 && <ParamTable params={data.params} links={links} />}
      {(data.yields || data.raises || data.returnsDoc) && (
        <dl className={styles.facts}>
          {data.returnsDoc && (
            <>
              <dt>Returns</dt>
              <dd>{data.returnsDoc}</dd>
            </>
          )}
          {data.yields && (
            <>
              <dt>Yields</dt>
              <dd>{data.yields}</dd>
            </>
          )}
          {data.raises && (
            <>
              <dt>Raises</dt>
              <dd>
                <code>{data.raises}</code>
              </dd>
            </>
          )}
        </dl>
      )}
    </div>
  );
}
