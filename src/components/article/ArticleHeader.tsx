import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { BlogArticle } from '../../content/types';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useContent } from '../i18n/useContent';
import { ArticleByline } from './ArticleByline';

export interface ArticleHeaderProps {
  article: BlogArticle;
  /** The author's job title, shown after the name. */
  authorRole?: string;
  /** Where "Back to Blog" leads. */
  backHref?: string;
}

/**
 * The top of a blog article: the way back, the title (the page's h1), the summary, the byline
 * and the hero picture, which is the page's largest image and therefore loaded first.
 */
export function ArticleHeader({ article, authorRole, backHref = '/blog' }: ArticleHeaderProps) {
  return (
    <Box component="header">
      <Box
        sx={(theme) => ({
          pt: { xs: 4, md: 6 },
          pb: { xs: 10, md: 16 },
          backgroundColor: theme.vars.palette.background.subtle,
          backgroundImage: `radial-gradient(60% 80% at 100% 0%, rgba(${theme.vars.palette.secondary.mainChannel} / 0.08), transparent 70%), radial-gradient(50% 70% at 0% 100%, rgba(${theme.vars.palette.primary.mainChannel} / 0.12), transparent 70%)`,
        })}
      >
        <Container maxWidth="md">
          <Link
            href={backHref}
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: { xs: 3, md: 4 } }}
          >
            <ArrowBack fontSize="small" aria-hidden />
            {useContent().ui.uiStrings.backToBlog}
          </Link>
          <Typography variant="h1" sx={{ fontSize: { md: '3.25rem' }, textWrap: 'balance' }}>
            {article.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            sx={{ mt: 2.5, mb: { xs: 3, md: 4 }, maxWidth: '62ch' }}
          >
            {article.description}
          </Typography>
          <ArticleByline
            authorName={article.authorName}
            avatar={article.authorAvatar}
            date={article.date}
            readTime={article.readTime}
            role={authorRole}
            size="large"
          />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ mt: { xs: -7, md: -12 } }}>
        <ResponsiveImage
          image={article.heroImage}
          sizes="(min-width: 1200px) 1152px, calc(100vw - 32px)"
          priority
          cover
          sx={(theme) => ({
            aspectRatio: { xs: '4 / 3', sm: '16 / 9' },
            borderRadius: { xs: 4, md: 6 },
            boxShadow: theme.shadows[8],
          })}
        />
      </Container>
    </Box>
  );
}
