import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import clsx from 'clsx';
import type {RenderedMember, RenderedSymbol, TypeLinks} from '@site/src/api/types';
import AddedIn from '@site/src/components/AddedIn';
import {KindBadge, LifecycleBadge} from './Badges';
import InlineMarkdown from './InlineMarkdown';
import ParamTable from './ParamTable';
import Signature from './Signature';
import TypeText from './TypeText';
import styles from './styles.module.css';

function Label({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.label}>{children}</div>;
}

function Deprecation({flags, text, replacement}: {flags: string[]; text?: string; replacement?: RenderedSymbol['replacement']}): ReactNode {
  if (!text && !replacement) return null;
  const stage = flags.includes('deprecated') ? 'Deprecated' : flags.includes('superseded') ? 'Superseded' : 'Note';
  return (
    <div className={clsx(styles.notice, stage === 'Deprecated' ? styles.noticeDeprecated : styles.noticeSuperseded)}>
      <strong>{stage}</strong>
      {text && <>: {text}</>}
      {replacement && (
        <>
          {text ? '. ' : ': '}
          {stage === 'Superseded' ? 'Use ' : 'Replacement: '}
          {replacement.href ? <Link to={replacement.href}>{replacement.text}</Link> : replacement.text}
          {' instead.'}
        </>
      )}
    </div>
  );
}

/** A table of members listed without headings (environment variables). */
function MemberTable({title, rows, nameHeader}: {title: string; rows: RenderedMember[]; nameHeader: string}): ReactNode {
  return (
    <>
      <Label>{title}</Label>
      <div className={styles.tableWrap}>
        <table className={styles.paramTable}>
          <thead>
            <tr>
              <th>{nameHeader}</th>
              <th>Description</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={m.name}>
                <td>
                  <code className={styles.paramName}>{m.name}</code>
                  {m.flags.map((f) => (
                    <LifecycleBadge key={f} flag={f} small />
                  ))}
                </td>
                <td>
                  {m.description && <InlineMarkdown text={m.description} inline />}
                  {m.deprecation && (
                    <span className={styles.muted}>
                      {m.description ? ' ' : ''}Deprecated: {m.deprecation}.
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The subcommands of a CLI command as links to their own sections (`### dagster instance migrate`,
 * rendered by ApiMember below the symbol), each shown as the whole command a reader types.
 */
function SubcommandList({rows}: {rows: RenderedMember[]}): ReactNode {
  return (
    <>
      <Label>Subcommands</Label>
      <ul className={styles.subcommandList}>
        {rows.map((m) => (
          <li key={m.name}>
            <a href={`#${m.anchor ?? ''}`}>
              <code>{`${m.owner} ${m.name}`}</code>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One API symbol: badges, signature, summary, parameters, return value, details, example. */
export default function ApiSymbol({data, links}: {data: RenderedSymbol; links: TypeLinks}): ReactNode {
  const cli = data.kind === 'cli-command';
  return (
    <div className={styles.symbol} data-api-symbol={data.fqn} data-api-kind={data.kind}>
      <div className={styles.badges}>
        <KindBadge kind={data.kind} />
        {data.flags.map((f) => (
          <LifecycleBadge key={f} flag={f} />
        ))}
        {data.addedIn && <AddedIn version={data.addedIn} />}
        {!cli && data.module && <code className={styles.fqn}>{data.fqn}</code>}
      </div>
      {cli ? (
        <pre className={styles.signature}>
          <code>{data.usage ?? data.name}</code>
        </pre>
      ) : (
        <Signature
          kind={data.kind}
          module={data.module}
          name={data.name}
          params={data.paramsKind === 'config' ? [] : data.params}
          returns={data.returns}
          annotation={data.annotation}
          links={links}
          selfAnchor={data.anchor}
        />
      )}
      <Deprecation flags={data.flags} text={data.deprecation} replacement={data.replacement} />
      {data.canonical && (
        <div className={clsx(styles.notice, styles.noticeInfo)}>
          This entry lists what this page documents about <code>{data.name}</code>. Its main entry is on the{' '}
          <Link to={data.canonical.href}>{data.canonical.label}</Link> page.
        </div>
      )}
      <div className={clsx(styles.summary, data.summaryIsFallback && styles.muted)}>
        <InlineMarkdown text={data.summary} />
      </div>
      {data.versionNotes && (
        <ul className={styles.versionNotes} aria-label="Changes in later releases">
          {data.versionNotes.map((n, i) => (
            <li key={`${n.version}-${i}`}>
              <AddedIn version={n.version} label={n.label} /> <InlineMarkdown text={n.text} inline />
            </li>
          ))}
        </ul>
      )}
      {data.params.length > 0 && (
        <>
          <Label>{cli ? 'Options' : data.paramsKind === 'config' ? 'Config fields' : 'Parameters'}</Label>
          <ParamTable
            params={data.params}
            links={links}
            selfAnchor={data.anchor}
            cli={cli}
            config={data.paramsKind === 'config'}
          />
        </>
      )}
      {data.paramsOmitted && <p className={styles.muted}>{data.paramsOmitted}</p>}
      {data.returns && (
        <>
          <Label>Returns</Label>
          <p className={styles.returns}>
            <code>
              <TypeText type={data.returns} links={links} selfAnchor={data.anchor} />
            </code>
            {data.returnsDescription && (
              <>
                {' '}
                <InlineMarkdown text={data.returnsDescription} inline />
              </>
            )}
          </p>
        </>
      )}
      {data.facts.length > 0 && (
        <dl className={styles.facts}>
          {data.facts.map((f, i) => (
            <React.Fragment key={`${f.label}-${i}`}>
              <dt>{f.label}</dt>
              <dd>
                {f.code ? (
                  <code>
                    <TypeText type={f.value} links={links} selfAnchor={data.anchor} />
                  </code>
                ) : (
                  f.value
                )}
              </dd>
            </React.Fragment>
          ))}
        </dl>
      )}
      {data.subcommands && <SubcommandList rows={data.subcommands} />}
      {data.envVars && <MemberTable title="Environment variables" rows={data.envVars} nameHeader="Variable" />}
      {data.example && (
        <>
          <Label>Example</Label>
          <CodeBlock language="python">{data.example}</CodeBlock>
        </>
      )}
    </div>
  );
}
