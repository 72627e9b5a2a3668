import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { BlogPostSummary, ImageRef } from '../../content/types';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { ArticleByline } from '../article/ArticleByline';

export interface BlogPostCardProps {
  post: BlogPostSummary;
  avatar: ImageRef;
  /** The post's picture; decorative here, since the title is right below it. */
  cover?: ImageRef;
  /** 'featured' lays the picture beside the text on wide screens, for the newest post. */
  variant?: 'standard' | 'featured';
  headingLevel?: 'h2' | 'h3';
  /** Load the cover eagerly (only for a card at the top of the page). */
  priority?: boolean;
}

/**
 * A post on the blog index. The title is the card's only link, stretched over the whole card,
 * so the card is clickable anywhere but is a single tab stop with the title as its name.
 */
export function BlogPostCard({
  post,
  avatar,
  cover,
  variant = 'standard',
  headingLevel = 'h3',
  priority = false,
}: BlogPostCardProps) {
  const featured = variant === 'featured';
  const href = `/blog/${post.id}`;
  return (
    <Card
      component="article"
      data-testid="blog-post-card"
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', md: featured ? 'row' : 'column' },
        '&:hover': { borderColor: theme.vars.palette.primary.main, boxShadow: theme.shadows[6] },
        '&:hover .post-title': { color: theme.vars.palette.primary.main },
        '&:hover .post-cover img': { transform: 'scale(1.03)' },
        '&:focus-within': { borderColor: theme.vars.palette.primary.main },
        '@media (prefers-reduced-motion: reduce)': {
          '&:hover .post-cover img': { transform: 'none' },
        },
      })}
    >
      {cover ? (
        <Box
          className="post-cover"
          sx={{ flex: featured ? { md: '0 0 56%' } : undefined, overflow: 'hidden' }}
        >
          <ResponsiveImage
            image={cover}
            sizes={
              featured
                ? '(min-width: 1200px) 645px, (min-width: 900px) 56vw, calc(100vw - 32px)'
                : '(min-width: 1200px) 564px, (min-width: 600px) 50vw, calc(100vw - 32px)'
            }
            priority={priority}
            cover
            sx={{
              height: '100%',
              aspectRatio: featured ? { xs: '16 / 9', md: 'auto' } : '16 / 9',
              minHeight: featured ? { md: 360 } : undefined,
              '& img': { transition: 'transform 400ms cubic-bezier(0.2, 0, 0, 1)' },
            }}
          />
        </Box>
      ) : null}
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          p: featured ? { xs: 3, md: 5 } : 3,
          justifyContent: featured ? { md: 'center' } : undefined,
        }}
      >
        <Typography
          variant={featured ? 'h3' : 'h4'}
          component={headingLevel}
          className="post-title"
          sx={{ transition: 'color 150ms', textWrap: 'balance' }}
        >
          <Link
            href={href}
            color="inherit"
            underline="none"
            sx={{
              fontWeight: 'inherit',
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': (theme) => ({
                outline: `3px solid ${theme.vars.palette.primary.main}`,
                outlineOffset: 2,
              }),
            }}
          >
            {post.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexGrow: 1, fontSize: featured ? { md: '1.0625rem' } : undefined }}
        >
          {post.excerpt}
        </Typography>
        <Box
          sx={{
            mt: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <ArticleByline
            authorName={post.author}
            avatar={avatar}
            date={post.date}
            readTime={post.readTime}
            decorativeAvatar
          />
          <ArrowForward
            aria-hidden
            sx={(theme) => ({ color: theme.vars.palette.primary.main, flexShrink: 0 })}
          />
        </Box>
      </Box>
    </Card>
  );
}
