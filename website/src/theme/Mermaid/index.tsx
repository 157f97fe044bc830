/**
 * Loads the Mermaid renderer only on pages that have a diagram (doc-page JS budget: 200 KB gzip, bench/budgets.json): the theme's
 * Mermaid component imports the whole mermaid library, and MDXComponents sits in every doc page's
 * chunk, so wrapping it in a lazy import keeps ~200 KB gzip of JS off pages without diagrams.
 */
import React, {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme-original/Mermaid';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = ComponentProps<typeof MermaidType>;

/** While the renderer loads (and during server rendering) the diagram source is shown as code. */
function Fallback({value}: {value: string}): ReactNode {
  return (
    <pre className="mermaid-source" aria-busy="true">
      <code>{value}</code>
    </pre>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<Fallback value={props.value} />}>
      {() => (
        <Suspense fallback={<Fallback value={props.value} />}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
