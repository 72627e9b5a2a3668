import Box from '@mui/material/Box';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { CtaBanner } from '../components/sections/CtaBanner';
import { BlogPostCard } from '../components/blog/BlogPostCard';
import { useContent } from '../components/i18n/useContent';

export default function BlogPage() {
  const { articleAuthors, articleCta, blogIndexHero, blogIndexMeta, blogPostCovers, blogPosts } =
    useContent().blog;
  const [featured, ...rest] = blogPosts;
  return (
    <>
      <Seo title={blogIndexMeta.title} description={blogIndexMeta.description} />
      <PageHero hero={blogIndexHero} />
      <Section labelledBy="latest-articles">
        <SectionHeading id="latest-articles" title="Latest articles" align="left" />
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
            <li key={post.id}>
              <BlogPostCard
                post={post}
                avatar={articleAuthors[post.author]}
                cover={blogPostCovers[post.id]}
              />
            </li>
          ))}
        </Box>
      </Section>
      <CtaBanner cta={articleCta} />
    </>
  );
}
