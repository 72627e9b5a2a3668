import { use } from 'react';
import Container from '@mui/material/Container';
import { Seo } from '../components/seo/Seo';
import { ArticleHeader } from '../components/article/ArticleHeader';
import { ArticleRenderer } from '../components/article/ArticleRenderer';
import { ArticleFooter } from '../components/article/ArticleFooter';
import { blogPostingJsonLd } from '../components/article/blogPostingJsonLd';
import { loadArticle } from '../components/blog/loadArticle';
import { site } from '../content/site';
import type { BlogPostId } from '../content/types';
import { useContent } from '../components/i18n/useContent';
import { localizedPath } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/LocaleContext';

/** The author's job title, unless it would only repeat the name ('Rupantaran AI Team · Rupantaran AI'). */
function roleOf(roles: Readonly<Partial<Record<string, string>>>, author: string): string | undefined {
  const role = roles[author];
  return role && !author.includes(role) ? role : undefined;
}

/** One blog article. Its text is a module of its own, which `use()` waits for while rendering. */
export default function BlogArticlePage({ id }: { id: BlogPostId }) {
  const locale = useLocale();
  const { articleCta, authorRoles, authorDisplayNames, blogArticles } = useContent().blog;
  const article = use(loadArticle(`${locale}:${id}`, blogArticles[id]));
  const path = `/blog/${id}`;
  return (
    <>
      <Seo
        title={article.seoTitle ?? `${article.title} — ${site.name}`}
        description={article.description}
        type="article"
        jsonLd={blogPostingJsonLd(article, localizedPath(path, locale), {
          locale,
          authorName:
            (authorDisplayNames as Partial<Record<string, string>>)[article.authorName] ?? article.authorName,
        })}
      />
      <article>
        <ArticleHeader article={article} authorRole={roleOf(authorRoles, article.authorName)} />
        <Container maxWidth="md" sx={{ mt: { xs: 5, md: 8 } }}>
          <ArticleRenderer sections={article.sections} />
        </Container>
      </article>
      <ArticleFooter cta={articleCta} links={article.bottomLinks} />
    </>
  );
}
