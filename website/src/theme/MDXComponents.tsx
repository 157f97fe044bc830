/**
 * The components every MDX page can use without an import: the theme's own set, plus
 * `<AddedIn version="1.10.4" />` for features that need a later patch release.
 * Wrapping (not replacing) keeps the theme's headings, code blocks, admonitions and Mermaid.
 */
import MDXComponents from '@theme-original/MDXComponents';
import AddedIn from '@site/src/components/AddedIn';

export default {
  ...MDXComponents,
  AddedIn,
};
