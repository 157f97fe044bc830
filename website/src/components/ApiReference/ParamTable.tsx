import React, {type ReactNode} from 'react';
import type {RenderedParam, TypeLinks} from '@site/src/api/types';
import {defaultCell, type DefaultCell} from '@site/src/api/default-cell';
import AddedIn from '@site/src/components/AddedIn';
import {LifecycleBadge} from './Badges';
import InlineMarkdown from './InlineMarkdown';
import TypeText from './TypeText';
import styles from './styles.module.css';

/**
 * Parameter table: name (with lifecycle/status badges), type, default (see {@link defaultCell})
 * and our one-line description, which gets the widest column.
 */
function DefaultValue({cell}: {cell: DefaultCell}): ReactNode {
  return 'code' in cell ? <code>{cell.code}</code> : <span className={styles.muted}>{cell.muted}</span>;
}

export default function ParamTable({
  params,
  links,
  selfAnchor,
  cli,
  config,
}: {
  params: RenderedParam[];
  links: TypeLinks;
  selfAnchor?: string;
  cli?: boolean;
  /** The rows are config fields of a module-level object, not call arguments. */
  config?: boolean;
}): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.paramTable}>
        <thead>
          <tr>
            <th className={styles.colName}>{cli ? 'Option' : config ? 'Field' : 'Parameter'}</th>
            <th className={styles.colType}>{cli ? 'Value' : 'Type'}</th>
            <th className={styles.colDefault}>Default</th>
            <th className={styles.colDesc}>Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p, i) => (
            <tr key={`${p.name}-${i}`}>
              <td>
                <code className={styles.paramName}>{p.name}</code>
                {p.flags.map((f) => (
                  <LifecycleBadge key={f} flag={f} small />
                ))}
                {p.addedIn && <AddedIn version={p.addedIn} />}
              </td>
              <td>
                {p.type ? (
                  <code>
                    <TypeText type={p.type} links={links} selfAnchor={selfAnchor} />
                  </code>
                ) : (
                  <span className={styles.muted}>not stated</span>
                )}
              </td>
              <td>
                <DefaultValue cell={defaultCell(p, {cli, config})} />
              </td>
              <td className={styles.desc}>{p.description ? <InlineMarkdown text={p.description} inline /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
