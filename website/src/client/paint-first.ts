/**
 * Paint first, then run the app (docusaurus.config.ts `ssrTemplate`).
 *
 * Docusaurus's stock page template loads its bundles with `<script defer>` in `<head>`. Deferred
 * scripts run as soon as the HTML is parsed, before the browser's first frame when the HTML
 * arrives quickly, so the server-rendered article is not painted until `main.js` (~140 KB brotli)
 * has been evaluated and the app hydrated: measured in Chromium with 4× CPU throttling on a guide
 * page, first paint at 1648 ms although the DOM was ready at 476 ms.
 *
 * This template keeps everything else of the stock one (Docusaurus 3.7
 * `lib/ssg/ssgTemplate.html.js`) and changes only how the bundles start:
 * - each bundle gets `<link rel="preload" as="script" data-boot>` in `<head>`, so it downloads at
 *   once, as with `defer`;
 * - {@link BOOT_SCRIPT}, a static inline script at the end of `<body>`, appends the bundles as
 *   ordered (`async = false`) scripts once the document has been painted: it runs when the parser
 *   reaches the end of `<body>`, waits for the first contentful paint (a frame can run before the
 *   stylesheet allows any paint), then for two more frames, so a frame with the whole parsed
 *   document comes first, and starts the bundles from a zero-delay timer. In a hidden tab, where
 *   frames do not run, at once.
 *
 * What the reader gets: the article is painted before the app runs; links and text work as plain
 * HTML meanwhile; keys pressed before hydration are kept by the early-keys script
 * (src/search/early-keys.ts), which is unchanged. Static text, so the Content-Security-Policy
 * allows it by its hash (the delivery step hashes every inline script).
 */

/** Longest wait for the first contentful paint before the bundles start anyway (ms). */
export const BOOT_TIMEOUT_MS = 3000;

/**
 * The inline boot script (ES5, ~0.7 KB): appends each `link[data-boot]` as an ordered script once
 * the first contentful paint is observed (`PerformanceObserver`, type `paint`) and two more frames
 * have run; where paint timing is missing, after two frames; in a hidden tab, or after
 * {@link BOOT_TIMEOUT_MS}, at once.
 */
export const BOOT_SCRIPT = `(function(){var done=false;function boot(){if(done)return;done=true;var l=document.querySelectorAll('link[data-boot]');for(var i=0;i<l.length;i++){var s=document.createElement('script');s.src=l[i].href;s.async=false;document.body.appendChild(s);}}if(document.visibilityState==='hidden'||!window.requestAnimationFrame){boot();return;}function frames(){window.requestAnimationFrame(function(){window.requestAnimationFrame(function(){setTimeout(boot,0);});});}function painted(){return performance.getEntriesByName('first-contentful-paint').length>0;}document.addEventListener('visibilitychange',boot);setTimeout(boot,${BOOT_TIMEOUT_MS});var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0||painted()){frames();return;}var o=new P(function(){if(painted()){o.disconnect();frames();}});o.observe({type:'paint',buffered:true});})();`;

/** The page template (Eta syntax, as Docusaurus's own): the stock template with the bundles started by {@link BOOT_SCRIPT}. */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" data-boot href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${BOOT_SCRIPT}</script>
  </body>
</html>
`;
