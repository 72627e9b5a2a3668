import Box from '@mui/material/Box';
import type { AccentColor, Feature, LinkedFeature } from '../../content/types';
import { FeatureCard } from './FeatureCard';

export interface FeatureGridProps {
  items: readonly (Feature | LinkedFeature)[];
  /** Columns on wide screens; phones always show one, tablets two. */
  columns?: 2 | 3 | 4;
  accent?: AccentColor;
  headingLevel?: 'h3' | 'h4';
}

export function FeatureGrid({ items, columns = 3, accent, headingLevel }: FeatureGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.title}>
          <FeatureCard feature={item} accent={accent} headingLevel={headingLevel} />
        </Box>
      ))}
    </Box>
  );
}
