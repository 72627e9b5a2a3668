/** The articles, read from content/blog/ at build time by scripts/blog/vitePlugin.ts. */
declare module 'virtual:blog-articles' {
  // An ambient module may not import by a relative path; an import() type may.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  type ArticleData = import('./articleData').ArticleData;

  /** Each language's articles, newest first. */
  export const articles: { readonly en: readonly ArticleData[]; readonly ne: readonly ArticleData[] };
}
