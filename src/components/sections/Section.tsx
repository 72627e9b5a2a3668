import type { ReactNode } from 'react';
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
      <Container maxWidth={maxWidth}>{children}</Container>
    </Box>
  );
}
