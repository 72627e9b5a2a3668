/**
 * The build's link check for the articles: every site link in an article's text or closing links
 * must lead to a page that exists (and to a section that exists, for `/blog/x#section`). The
 * prerender stops on the first list of broken ones, each named with its file.
 */
import { articles } from 'virtual:blog-articles';
import { findRoute, notFoundRoute } from './routes';

function problemWith(link: string): string | undefined {
  const [path = '', anchor] = link
    .split(/[?#]/, 1)
    .concat(link.includes('#') ? [link.split('#')[1] ?? ''] : []);
  if (findRoute(path).route === notFoundRoute) return 'no page on this site has that path';
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (slug && anchor) {
    const target = articles.en.find((article) => article.slug === slug);
    if (target && !target.sections.some((section) => section.anchor === anchor))
      return `that article has no section #${anchor}`;
  }
  return undefined;
}

export function brokenArticleLinks(): string[] {
  return [...articles.en, ...articles.ne].flatMap((article) =>
    [...article.internalLinks, ...article.links.map((link) => link.to)].flatMap((link) => {
      const problem = problemWith(link);
      return problem ? [`${article.file}: link ${link}: ${problem}`] : [];
    }),
  );
}
