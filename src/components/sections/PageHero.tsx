import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Breadcrumb, HeroContent } from '../../content/types';
import { ActionButtons } from './ActionButtons';
import { Breadcrumbs } from '../navigation/Breadcrumbs';

export interface PageHeroProps {
  hero: HeroContent;
  breadcrumbs?: readonly Breadcrumb[];
  /** Extra content under the actions (e.g. trust notes). */
  children?: ReactNode;
}

/**
 * The opening band of an inner page: the page's only h1, a subtitle and its calls to action,
 * over a soft brand gradient that works in both colour schemes.
 */
export function PageHero({ hero, breadcrumbs, children }: PageHeroProps) {
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        py: { xs: 8, md: 12 },
        backgroundColor: theme.vars.palette.background.subtle,
        backgroundImage: `radial-gradient(60% 80% at 100% 0%, rgba(${theme.vars.palette.secondary.mainChannel} / 0.10), transparent 70%), radial-gradient(50% 70% at 0% 100%, rgba(${theme.vars.palette.primary.mainChannel} / 0.14), transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <Box sx={{ maxWidth: 820 }}>
          {hero.eyebrow ? (
            <Chip
              label={hero.eyebrow}
              color="secondary"
              variant="outlined"
              sx={{ mb: 2.5, fontWeight: 700 }}
            />
          ) : null}
          <Typography variant="h1">{hero.title}</Typography>
          <Typography
            variant="subtitle1"
            component="p"
            color="text.secondary"
            sx={{ mt: 2.5, mb: hero.actions?.length ? 4 : 0, maxWidth: 680 }}
          >
            {hero.subtitle}
          </Typography>
          {hero.actions ? <ActionButtons actions={hero.actions} /> : null}
          {children}
        </Box>
      </Container>
    </Box>
  );
}
