import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { appBarHeight } from '../../../theme/tokens';
import { ActionButtons } from '../../components/sections/ActionButtons';
import type { HeroContent } from '../../content/types';
import { ResponsiveImage } from '../../components/media/ResponsiveImage';
import { heroScrim, heroText } from './heroOverlay';
import HeroVideoIsland from './HeroVideo.island';
import { heroVideoControlSlot, type HeroVideoLabels } from './HeroVideo';

export interface HomeHeroProps {
  hero: HeroContent;
  /** The background video's Pause/Play button, in the page's language. */
  videoLabels: HeroVideoLabels;
  /** For stories and tests: never create the video element. */
  disableVideo?: boolean;
}

/**
 * The home page's opening screen: the page's h1 and calls to action over a still image (the largest
 * contentful paint), which a quiet looping video replaces once the page is idle and the video plays.
 */
export function HomeHero({ hero, videoLabels, disableVideo = false }: HomeHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      sx={{
        position: 'relative',
        isolation: 'isolate',
        overflow: 'hidden',
        display: 'flex',
        alignItems: 'center',
        color: heroText.title,
        backgroundColor: '#080C1C',
        minHeight: {
          xs: `calc(100vh - ${appBarHeight.xs}px)`,
          md: `calc(100vh - ${appBarHeight.md}px)`,
        },
        // Small-viewport units keep the buttons above the fold behind mobile browser toolbars.
        '@supports (height: 100svh)': {
          minHeight: {
            xs: `calc(100svh - ${appBarHeight.xs}px)`,
            md: `calc(100svh - ${appBarHeight.md}px)`,
          },
        },
        py: { xs: 8, md: 10 },
      }}
    >
      <Box aria-hidden sx={{ position: 'absolute', inset: 0, zIndex: -1 }}>
        {hero.image ? (
          <ResponsiveImage
            image={hero.image}
            sizes="100vw"
            priority
            cover
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          />
        ) : null}
        <HeroVideoIsland labels={videoLabels} disableVideo={disableVideo} />
        <Box sx={{ position: 'absolute', inset: 0, backgroundImage: heroScrim }} />
      </Box>
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 760 }}>
          {hero.eyebrow ? (
            <Typography variant="overline" component="p" sx={{ color: heroText.eyebrow, mb: 2 }}>
              {hero.eyebrow}
            </Typography>
          ) : null}
          <Typography
            id="home-hero-heading"
            variant="h1"
            sx={{
              color: 'inherit',
              fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' },
              lineHeight: 1.08,
              letterSpacing: '-0.02em',
              textWrap: 'balance',
            }}
          >
            {hero.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{
              mt: 3,
              mb: 5,
              maxWidth: 620,
              color: heroText.subtitle,
              fontSize: { xs: '1.0625rem', md: '1.25rem' },
              lineHeight: 1.6,
            }}
          >
            {hero.subtitle}
          </Typography>
          {hero.actions ? <ActionButtons actions={hero.actions} surface="onDark" /> : null}
        </Box>
      </Container>
      {/* Empty until the video plays: its island puts the Pause/Play button here (HeroVideo.tsx). */}
      <Box
        {...{ [heroVideoControlSlot]: '' }}
        sx={{ position: 'absolute', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 1 }}
      />
    </Box>
  );
}
