/**
 * Stands in for the classic theme's start-up client module `prism-include-languages`
 * (src/plugins/deferred-prism.ts): Prism's languages are registered when the first code block
 * loads its highlighter (src/components/CodeHighlight/HighlightedPre.tsx), not at start-up.
 */
export {};
