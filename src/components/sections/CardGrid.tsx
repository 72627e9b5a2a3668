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

/** A list of equal-height cards in a responsive grid, announced as a list with its item count. */
export function CardGrid({ columns, tabletColumns = 2, children }: CardGridProps) {
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
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {Children.map(children, (child, index) =>
        child === null || child === undefined || child === false ? null : (
          <Box component="li" key={isValidElement(child) && child.key !== null ? child.key : index}>
            {child}
          </Box>
        ),
      )}
    </Box>
  );
}
