import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Seo } from '../components/seo/Seo';
import { ArticleHeader } from '../components/article/ArticleHeader';
import { ArticleRenderer } from '../components/article/ArticleRenderer';
import { ArticleFooter } from '../components/article/ArticleFooter';
import { AuthorBio } from '../components/article/AuthorBio';
import ShareBar from '../components/article/ShareBar.island';
import { CollapsibleContents } from '../components/article/TableOfContents';
import TableOfContents from '../components/article/TableOfContents.island';
import { blogPostingJsonLd } from '../components/article/blogPostingJsonLd';
import { RelatedReading } from '../components/blog/RelatedReading';
import { relatedPosts } from '../components/blog/relatedPosts';
import { blogPosts as englishPosts } from '../content/blog/posts';
import { absoluteUrl, site } from '../content/site';
import { previewCardImage, previewCardSource } from '../components/article/previewCards';
import type { BlogPostId } from '../content/types';
import { useContent } from '../components/i18n/useContent';
import { localizedPath } from '../lib/i18n/locale';
import { useLocale } from '../lib/i18n/LocaleContext';

type ByAuthor = Readonly<Partial<Record<string, string>>>;

/** The author's job title, unless it would only repeat the name ('Rupantaran AI Team · Rupantaran AI'). */
function roleOf(roles: ByAuthor, author: string): string | undefined {
  const role = roles[author];
  return role && !author.includes(role) ? role : undefined;
}

/**
 * One blog article, from its Markdown file (content/blog/<locale>/<id>.md, read at build time). The
 * section anchors are the English headings' in every language, so `#challenges` is the same section
 * in each.
 */
export default function BlogArticlePage({ id }: { id: BlogPostId }) {
  const locale = useLocale();
  const content = useContent();
  const { uiStrings } = content.ui;
  const {
    articleAuthors,
    articleCta,
    authorBios,
    authorDisplayNames,
    authorInitials,
    authorRoles,
    blogArticles,
    blogPostCovers,
    blogPosts,
  } = content.blog;
  const article = blogArticles[id];
  if (!article)
    throw new Error(`No article "${id}" in ${locale}: content/blog/${locale}/${id}.md is missing`);
  const { anchors } = article;
  const card = previewCardSource(locale, id);
  const contents = article.sections.map((section, index) => ({
    id: anchors[index] ?? '',
    label: section.heading,
  }));
  const path = `/blog/${id}`;
  const authorName = (authorDisplayNames as ByAuthor)[article.authorName] ?? article.authorName;
  const related = relatedPosts(id, englishPosts).flatMap((relatedId) => {
    const post = blogPosts.find((candidate) => candidate.id === relatedId);
    return post ? [{ post, avatar: articleAuthors[post.author], cover: blogPostCovers[post.id] }] : [];
  });
  return (
    <>
      <Seo
        title={article.seoTitle ?? `${article.title} — ${site.name}`}
        description={article.description}
        type="article"
        jsonLd={blogPostingJsonLd(article, localizedPath(path, locale), { locale, authorName })}
        {...(card ? { image: previewCardImage(card) } : {})}
      />
      <article>
        <ArticleHeader article={article} authorRole={roleOf(authorRoles, article.authorName)} />
        <Container maxWidth="lg" sx={{ mt: { xs: 5, md: 8 } }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 15rem' },
              columnGap: { md: 5, lg: 6 },
            }}
          >
            {/* First in reading order, beside the text on wide screens; it stretches down the whole
                text so the contents inside can stay in view (sticky). */}
            <Box sx={{ display: { xs: 'none', md: 'block' }, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
              <TableOfContents title={uiStrings.tableOfContents} items={contents} />
            </Box>
            <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
              <Box sx={{ display: { md: 'none' } }}>
                <CollapsibleContents title={uiStrings.tableOfContents} items={contents} />
              </Box>
              <ArticleRenderer sections={article.sections} headingIds={anchors} />
              <Box sx={{ mt: { xs: 5, md: 6 }, display: 'grid', gap: { xs: 4, md: 5 } }}>
                <ShareBar
                  url={absoluteUrl(localizedPath(path, locale))}
                  title={article.title}
                  strings={uiStrings.share}
                />
                <AuthorBio
                  heading={uiStrings.aboutTheAuthor}
                  name={authorName}
                  role={roleOf(authorRoles, article.authorName)}
                  bio={(authorBios as ByAuthor)[article.authorName] ?? ''}
                  avatar={article.authorAvatar}
                  initials={(authorInitials as ByAuthor)[article.authorName]}
                />
              </Box>
            </Box>
          </Box>
        </Container>
      </article>
      <RelatedReading heading={uiStrings.relatedReading} posts={related} />
      <ArticleFooter cta={articleCta} links={article.bottomLinks} />
    </>
  );
}
