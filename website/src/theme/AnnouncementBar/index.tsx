/**
 * Shows a new announcement at once (requirements §4.4: "If the bar id differs from the stored id, the
 * dismissal resets and the bar shows again"). The theme's inline script hides the bar before React
 * loads whenever a dismissal is stored; for a new id React resets the dismissal, but the hiding
 * attribute on <html> stays until the next page load. This wrapper clears it once the bar is active.
 */
import React, {useEffect, type ComponentProps, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

/** The attribute set by @docusaurus/theme-classic's inline script (inlineScripts.ts). */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: ComponentProps<typeof AnnouncementBar>): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
