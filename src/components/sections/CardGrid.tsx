import { Children, isValidElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CardGridProps {
  /** Columns from the md breakpoint up. */
  columns: 2 | 3 | 4;
  /** Columns on tablets (sm); phones always show one. */
  tabletColumns?: 1 | 2;
  /** Each child becomes one list item. */
  children: ReactNode;
}

/**
 * How many of the 6 (three-column) or 2 (two-column) grid tracks the item at `index` spans, so the
 * last row is never a lone card: 5 cards become 3 + 2 wider ones, 4 become 2 + 2, 7 become 3 + 2 + 2.
 */
export function spanFor(index: number, count: number, columns: 2 | 3): number {
  const fromEnd = count - index;
  if (columns === 2) return count % 2 === 1 && fromEnd === 1 ? 2 : 1;
  if (count % 3 === 2 && fromEnd <= 2) return 3;
  if (count % 3 === 1 && count >= 4 && fromEnd <= 4) return 3;
  return 2;
}

/** A list of equal-height cards in a responsive grid, announced as a list with its item count. */
export function CardGrid({ columns, tabletColumns = 2, children }: CardGridProps) {
  const items = Children.toArray(children).filter(Boolean);
  const count = items.length;
  const mdTracks = columns === 3 ? 6 : columns;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${tabletColumns}, minmax(0, 1fr))`,
          md: `repeat(${mdTracks}, minmax(0, 1fr))`,
        },
      }}
    >
      {items.map((child, index) => (
        <Box
          component="li"
          key={isValidElement(child) && child.key !== null ? child.key : index}
          sx={{
            gridColumn: {
              xs: 'auto',
              sm: tabletColumns === 2 ? `span ${spanFor(index, count, 2)}` : 'auto',
              md: columns === 4 ? 'auto' : `span ${spanFor(index, count, columns)}`,
            },
          }}
        >
          {child}
        </Box>
      ))}
    </Box>
  );
}
