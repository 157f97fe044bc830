/**
 * Hydration marker for the browser tests: sets `<html data-hydrated="true">` once React has hydrated
 * the page and every component's effects have run (keyboard shortcuts, storage listeners, the
 * announcement bar's reset). Root wraps the whole app, and React runs a parent's effects after all of
 * its children's, so when the attribute appears the page reacts to keys and clicks. Tests wait for it
 * (e2e/lib/harness.ts `gotoReady`) instead of guessing from network activity. Set once per page load;
 * client-side navigations keep it. Nothing else reads it.
 */
import React, {useEffect, type ReactNode} from 'react';

/** The `<html>` data attribute (`dataset.hydrated`) the marker sets to "true". */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
  }, []);
  return <>{children}</>;
}
