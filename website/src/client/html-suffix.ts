/**
 * `.html` URLs (site rule: a path ending in `.html` or `/index.html` is the same
 * path as the one without the suffix). The server answers `/guides/index.html` and
 * `/getting-started/installation.html` with the page of the clean path, but the client router knows
 * only clean paths: left alone it would hydrate the not-found route over the served page (React
 * errors #418/#423). `HTML_SUFFIX_SCRIPT` is a static inline script in `<head>` (docusaurus.config.ts
 * `headTags`) that runs before the app's deferred scripts and rewrites the address to the clean
 * path with `history.replaceState` (no reload, no extra request; query and hash kept), so the
 * router hydrates the same route the server rendered. Static text, so a Content-Security-Policy can
 * allow it by its hash.
 */

/** The inline script (ES5, ~0.2 KB). `/index.html` -> `/`, `/a/index.html` -> `/a/` (folder index docs keep their trailing slash, spec/sidebars.md), `/a/b.html` -> `/a/b`. */
export const HTML_SUFFIX_SCRIPT = `(function(){var l=window.location,p=l.pathname;if(!/\\.html$/.test(p)||!window.history.replaceState)return;var c=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(c!=='/404')window.history.replaceState(window.history.state,'',c+l.search+l.hash);})();`;
