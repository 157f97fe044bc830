/** Types for `wink-porter2-stemmer` 2.0.1 (the package ships none). */
declare module 'wink-porter2-stemmer' {
  /** Porter2 (Snowball English) stem of one lowercase word. */
  const stem: (word: string) => string;
  export default stem;
}
