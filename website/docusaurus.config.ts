/**
 * Docusaurus configuration of the Dagster docs site (spec sections 1, 2, 3, 4.3-4.6, 7.1, 9).
 * Everything the spec fixes is stated here; nothing is loaded from an outside host at run time.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';
import {apiAliasRedirects} from './src/api/redirects';
import {docExists} from './sidebar-utils';
import {SEARCH_CONFIG} from '@dagster-docs/search/config';
import {EARLY_KEYS_SCRIPT} from './src/search/early-keys';
import {HTML_SUFFIX_SCRIPT} from './src/client/html-suffix';
import {SSR_TEMPLATE} from './src/client/paint-first';
import {accessibleTheme} from './src/prism/contrast';

/** Search hosts baked into the build (comma-separated URLs). Empty: the serving origin answers search (requirements §7.1). */
const searchHosts = (process.env.SEARCH_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim())
  .filter(Boolean);

/** `DOCS_DRAFT=1` turns broken-link errors into warnings, to preview pages while their link targets are still being written. Never set in CI. */
const brokenLinks = process.env.DOCS_DRAFT === '1' ? 'warn' : 'throw';

/** Public, search-only credentials of our own search server (not secrets; requirements §5: both must be set). */
const search = {
  appId: process.env.SEARCH_APP_ID ?? SEARCH_CONFIG.credentials.appId,
  apiKey: process.env.SEARCH_API_KEY ?? SEARCH_CONFIG.credentials.apiKey,
  indexName: process.env.SEARCH_INDEX_NAME ?? SEARCH_CONFIG.credentials.indexName,
};

const config: Config = {
  title: 'Docs',
  tagline: 'Dagster is a framework for building production-grade data platforms.',
  favicon: 'img/favicon.svg',
  url: 'https://docs.dagster.io',
  baseUrl: '/',
  // Requirements §1: broken links, broken markdown links and broken anchors fail the build.
  onBrokenLinks: brokenLinks,
  onBrokenMarkdownLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}}},
  future: {
    // Rspack + SWC: fast production builds; also sidesteps the webpack 5.99+ ProgressPlugin break.
    experimental_faster: true,
  },
  markdown: {
    mermaid: true,
    // `.md` files are CommonMark (braces and angle brackets are safe in prose); `.mdx` files are MDX.
    format: 'detect',
  },
  themes: ['@docusaurus/theme-mermaid'],
  // Requirements §4.6: medium-zoom, zoomable 1 s after a route update; margin 0; white / rgb(50, 50, 50).
  // Route prefetching runs in idle slices instead of one long task after hydration (src/client/prefetch-queue.ts).
  clientModules: ['./src/client/image-zoom.ts', './src/client/idle-prefetch.ts'],
  // a static inline script records search shortcuts pressed before hydration (src/search/early-keys.ts).
  // `.html` URLs are rewritten to the clean path before hydration (src/client/html-suffix.ts).
  headTags: [
    {tagName: 'script', attributes: {}, innerHTML: HTML_SUFFIX_SCRIPT},
    {tagName: 'script', attributes: {}, innerHTML: EARLY_KEYS_SCRIPT},
  ],
  // The article is painted before the app bundles run: they are preloaded, then started after the first frame (src/client/paint-first.ts).
  ssrTemplate: SSR_TEMPLATE,
  customFields: {
    /** Read by src/search/hosts.ts. */
    searchHosts,
  },
  presets: [
    [
      'classic',
      {
        // The docs plugin is configured below (src/plugins/docs-plugin.ts wraps it).
        docs: false,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/tags/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [
      './src/plugins/docs-plugin.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        tags: '../tags.yml',
        onInlineTags: 'throw',
        lastVersion: 'current',
        versions: {current: {label: '1.10.0 (latest)'}},
      } satisfies DocsOptions,
    ],
    // Short library aliases: /api/python-api/libraries/<name> redirect to their dagster-<name> pages.
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: apiAliasRedirects.filter(({to}) => docExists(to.slice(1)))} satisfies RedirectOptions,
    ],
    // Points `algoliasearch/lite` (used by the /search page) at our own search hosts.
    './src/plugins/search-client-alias.ts',
    // Loads Prism with the first code block instead of with every page's main bundle.
    './src/plugins/deferred-prism.ts',
    // Lets the DocSearch modal show its error screen when every search host fails (upstream bug).
    './src/plugins/docsearch-error-status.ts',
    // title, description and tags of every integration page, for the integrations index grid.
    './src/plugins/integrations-catalog.ts',
    // Route registry without source paths in the browser bundle (doc-page JS budget).
    './src/plugins/client-registry-slim.ts',
  ],
  themeConfig: {
    image: 'img/social-card.svg',
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true},
    announcementBar: {
      id: 'dagster-1-10-docs',
      content:
        'You are reading the documentation for Dagster 1.10. See <a href="/about/releases">releases and compatibility</a> for version support.',
      // Navy (Dagster's brand): 17:1 with its white text, and the progress bar (custom.css) shows on it.
      backgroundColor: '#161345',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      hideOnScroll: true,
      logo: {
        alt: 'Dagster Docs',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 32,
        height: 32,
      },
      items: [
        // Doc links appear once their page exists (a partly written site still builds).
        ...[
          {docId: 'intro', label: 'Docs'},
          {docId: 'examples/index', label: 'Examples'},
          {docId: 'integrations/libraries/index', label: 'Integrations'},
          {docId: 'dagster-plus/index', label: 'Dagster+'},
          {docId: 'api/index', label: 'API'},
        ]
          .filter(({docId}) => docExists(docId))
          .map(({docId, label}) => ({type: 'doc' as const, docId, label, position: 'left' as const})),
        {href: 'https://docs.dagster.io/', label: 'Latest version', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Dagster',
          items: [
            {label: 'Terms of service', href: 'https://dagster.io/terms'},
            {label: 'Privacy policy', href: 'https://dagster.io/privacy'},
            {label: 'Security', href: 'https://dagster.io/security'},
          ],
        },
        {
          title: 'Feedback',
          items: [{label: 'Report a docs problem', href: 'https://github.com/dagster-io/dagster/issues'}],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: 'https://github.com/dagster-io/dagster'},
            {label: 'Slack', href: 'https://dagster.io/slack'},
            {label: 'YouTube', href: 'https://www.youtube.com/@dagsterio'},
            {label: 'LinkedIn', href: 'https://www.linkedin.com/company/dagsterlabs/'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Dagster Labs`,
    },
    algolia: {
      ...search,
      // Requirements §7.1: contextual search is off, so the modal sends no language/tag facet filters.
      contextualSearch: false,
      searchPagePath: 'search',
      // Insights view and click events go to our own /1/events (search-insights is bundled, not fetched).
      insights: true,
    },
    prism: {
      // Token colours nudged until each reaches 4.6:1 on its background (WCAG 2.1 AA; src/prism/contrast.ts).
      theme: accessibleTheme(prismThemes.github),
      darkTheme: accessibleTheme(prismThemes.dracula),
      additionalLanguages: ['diff', 'json', 'bash', 'docker'],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 4},
    zoom: {
      selector: '.markdown > p img, .markdown .tabs-container img',
      background: {light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)'},
      config: {margin: 0},
    },
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
  } satisfies Preset.ThemeConfig,
};

export default config;
