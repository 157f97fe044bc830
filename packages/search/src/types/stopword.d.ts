/** Types for `stopword` 3.1.5 (the package ships none): only the English list is used. */
declare module 'stopword' {
  /** English stop words, lowercase (108 words in 3.1.5). */
  export const eng: string[];
}
