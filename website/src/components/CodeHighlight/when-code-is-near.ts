/**
 * When the page's code blocks need their highlighter: as soon as one of them comes within
 * {@link NEAR_MARGIN_PX} of the viewport. Until then a server-rendered block stays as the
 * highlighted HTML the server sent (React keeps a suspended boundary's markup), so a page whose
 * code sits below the fold does not evaluate Prism while it starts; a block scrolled towards is
 * hydrated before it is reached. This keeps start-up's main-thread work, which Lighthouse counts as blocking time (bench/budgets.json `pages`), small.
 */

/** How far outside the viewport a code block starts loading the highlighter, CSS px. */
export const NEAR_MARGIN_PX = 600;

let near: Promise<void> | null = null;

/**
 * Resolves once any `.theme-code-block` is within {@link NEAR_MARGIN_PX} of the viewport (at once
 * where IntersectionObserver is missing, and on the server). Shared by every block of the page.
 * @returns a promise that never rejects.
 */
export function whenCodeIsNear(): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  near ??= new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      {rootMargin: `${NEAR_MARGIN_PX}px 0px`},
    );
    // After this render commits: during hydration the server's blocks are already in the
    // document; after a client-side navigation the fallbacks are, once React has committed them.
    const watch = (): void => {
      const blocks = document.querySelectorAll('.theme-code-block');
      if (blocks.length === 0) resolve();
      else blocks.forEach((b) => observer.observe(b));
    };
    requestAnimationFrame(watch);
  });
  return near;
}
