import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import RssFeed from '@mui/icons-material/RssFeed';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { renderWhenNearViewport } from '../components/sections/offscreen';
import { SectionHeading } from '../components/sections/SectionHeading';
import { CtaBanner } from '../components/sections/CtaBanner';
import { BlogPostCard } from '../components/blog/BlogPostCard';
import { useContent } from '../components/i18n/useContent';
import { rssFeedPath } from '../lib/rss';

export default function BlogPage() {
  const content = useContent();
  const { articleAuthors, articleCta, blogIndexHero, blogIndexMeta, blogPostCovers, blogPosts } =
    content.blog;
  const [featured, ...rest] = blogPosts;
  return (
    <>
      <Seo title={blogIndexMeta.title} description={blogIndexMeta.description} />
      <PageHero hero={blogIndexHero}>
        <Button href={rssFeedPath} variant="outlined" startIcon={<RssFeed />} sx={{ mt: 3 }}>
          {content.ui.uiStrings.rssFeed}
        </Button>
      </PageHero>
      <Section labelledBy="latest-articles">
        <SectionHeading id="latest-articles" title={content.ui.uiStrings.latestArticles} align="left" />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
          }}
        >
          {featured ? (
            <Box component="li" sx={{ gridColumn: '1 / -1' }}>
              <BlogPostCard
                post={featured}
                avatar={articleAuthors[featured.author]}
                cover={blogPostCovers[featured.id]}
                variant="featured"
                priority
              />
            </Box>
          ) : null}
          {rest.map((post) => (
            // Below the featured post: laid out (their Devanagari shaped) when scrolled near.
            <Box
              component="li"
              key={post.id}
              sx={renderWhenNearViewport({ xs: 'auto 470px', md: 'auto 520px' })}
            >
              <BlogPostCard
                post={post}
                avatar={articleAuthors[post.author]}
                cover={blogPostCovers[post.id]}
              />
            </Box>
          ))}
        </Box>
      </Section>
      <CtaBanner cta={articleCta} />
    </>
  );
}
