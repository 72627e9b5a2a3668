import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { Feature } from '../../content/types';

export interface ChecklistGridProps {
  items: readonly Feature[];
  /** Columns on wide screens; phones always show one. */
  columns?: 1 | 2 | 3;
  headingLevel?: 'h3' | 'h4';
}

/** A compact list of benefits, each with a check mark, a short title and one line of detail. */
export function ChecklistGrid({ items, columns = 2, headingLevel = 'h3' }: ChecklistGridProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        columnGap: 4,
        rowGap: { xs: 2, md: 2.5 },
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.title}
          data-checklist-item
          sx={(theme) => ({
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            p: { xs: 2.5, md: 3 },
            borderRadius: '16px',
            backgroundColor: theme.vars.palette.background.paper,
            border: `1px solid ${theme.vars.palette.divider}`,
          })}
        >
          <CheckCircleRounded
            aria-hidden
            sx={(theme) => ({ mt: 0.25, flexShrink: 0, color: theme.vars.palette.success.main })}
          />
          <Box>
            <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700, mb: 0.5 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {item.description}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
