import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BlogPostSummary, ImageRef } from '../../content/types';
import { BlogPostCard } from './BlogPostCard';

export interface RelatedPost {
  post: BlogPostSummary;
  avatar: ImageRef;
  cover?: ImageRef;
}

export interface RelatedReadingProps {
  heading: string;
  /** Two or three posts, chosen by relatedPosts(). */
  posts: readonly RelatedPost[];
  headingId?: string;
}

/** The articles suggested after an article, as the blog index's cards. */
export function RelatedReading({
  heading,
  posts,
  headingId = 'related-reading-heading',
}: RelatedReadingProps) {
  if (posts.length === 0) return null;
  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-labelledby={headingId}
      data-testid="related-reading"
      sx={{ mt: { xs: 6, md: 9 } }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: { xs: 3, md: 4 } }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: `repeat(${Math.min(posts.length, 3)}, 1fr)`,
          },
        }}
      >
        {posts.map(({ post, avatar, cover }) => (
          <li key={post.id}>
            <BlogPostCard post={post} avatar={avatar} cover={cover} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
