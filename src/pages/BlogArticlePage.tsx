import { use } from 'react';
import Container from '@mui/material/Container';
import { Seo } from '../components/seo/Seo';
import { ArticleHeader } from '../components/article/ArticleHeader';
import { ArticleRenderer } from '../components/article/ArticleRenderer';
import { ArticleFooter } from '../components/article/ArticleFooter';
import { blogPostingJsonLd } from '../components/article/blogPostingJsonLd';
import { loadArticle } from '../components/blog/loadArticle';
import { articleCta, authorRoles } from '../content/blog/posts';
import { site } from '../content/site';
import type { BlogPostId } from '../content/types';

const roles: Readonly<Partial<Record<string, string>>> = authorRoles;

/** The author's job title, unless it would only repeat the name ('Rupantaran AI Team · Rupantaran AI'). */
function roleOf(author: string): string | undefined {
  const role = roles[author];
  return role && !author.includes(role) ? role : undefined;
}

/**
 * One blog article. Its text is its own chunk: `use()` suspends until it has loaded, which the
 * prerender waits for, and which hydration and client-side navigation wait for while they keep
 * showing what is already on screen (the layout's Suspense boundary has been revealed by then).
 */
export default function BlogArticlePage({ id }: { id: BlogPostId }) {
  const article = use(loadArticle(id));
  const path = `/blog/${id}`;
  return (
    <>
      <Seo
        title={article.seoTitle ?? `${article.title} — ${site.name}`}
        description={article.description}
        type="article"
        jsonLd={blogPostingJsonLd(article, path)}
      />
      <article>
        <ArticleHeader article={article} authorRole={roleOf(article.authorName)} />
        <Container maxWidth="md" sx={{ mt: { xs: 5, md: 8 } }}>
          <ArticleRenderer sections={article.sections} />
        </Container>
      </article>
      <ArticleFooter cta={articleCta} links={article.bottomLinks} />
    </>
  );
}
