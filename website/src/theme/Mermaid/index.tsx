/**
 * Loads the Mermaid renderer only on pages that have a diagram, and there only once the diagram
 * comes near the viewport (a guide page with a diagram at most 1.2x the bytes of
 * the same page without one; doc-page JS budget: 200 KB gzip, bench/budgets.json). The theme's
 * Mermaid component imports the whole mermaid library, and MDXComponents sits in every doc page's
 * chunk, so it is wrapped in a lazy import; an IntersectionObserver (margin `LOAD_MARGIN`) decides
 * when that import starts, so a reader who never scrolls to the diagram never downloads it.
 */
import React, {lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type MermaidType from '@theme-original/Mermaid';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

type Props = ComponentProps<typeof MermaidType>;

/** How far outside the viewport a diagram starts loading (CSS margin). */
export const LOAD_MARGIN = '200px 0px';

/** While the renderer loads (and during server rendering) the diagram source is shown as code. */
function Fallback({value, innerRef}: {value: string; innerRef?: React.Ref<HTMLPreElement>}): ReactNode {
  return (
    <pre className="mermaid-source" aria-busy="true" ref={innerRef}>
      <code>{value}</code>
    </pre>
  );
}

/** Shows the source until the diagram is near the viewport, then the lazily loaded renderer. */
function WhenVisible(props: Props): ReactNode {
  const ref = useRef<HTMLPreElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: LOAD_MARGIN},
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <Fallback value={props.value} innerRef={ref} />;
  return (
    <Suspense fallback={<Fallback value={props.value} />}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return <BrowserOnly fallback={<Fallback value={props.value} />}>{() => <WhenVisible {...props} />}</BrowserOnly>;
}
