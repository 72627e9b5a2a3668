import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import { renderWhenNearViewport } from './offscreen';

export type SectionTone = 'default' | 'subtle' | 'paper';

export interface SectionProps {
  id?: string;
  /** Background band; alternate tones to separate consecutive sections. */
  tone?: SectionTone;
  /** The id of the section's heading, so the region is named for assistive technology. */
  labelledBy?: string;
  maxWidth?: ContainerProps['maxWidth'];
  children: ReactNode;
}

/** A full-width band with consistent vertical rhythm and a centred container. */
export function Section({ id, tone = 'default', labelledBy, maxWidth = 'lg', children }: SectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={labelledBy}
      sx={(theme) => ({
        py: { xs: 7, md: 11 },
        scrollMarginTop: { xs: 64, md: 72 },
        ...renderWhenNearViewport(720),
        backgroundColor:
          tone === 'subtle'
            ? theme.vars.palette.background.subtle
            : tone === 'paper'
              ? theme.vars.palette.background.paper
              : 'transparent',
      })}
    >
      {/* A boundary per band: each hydrates and commits on its own, so a long page starts up in
          short tasks (and a band that is tapped first is hydrated first). Nothing suspends here. */}
      <Suspense>
        <Container maxWidth={maxWidth}>{children}</Container>
      </Suspense>
    </Box>
  );
}
