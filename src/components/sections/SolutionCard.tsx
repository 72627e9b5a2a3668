import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { shape } from '../../../theme/tokens';
import type { SolutionCard as SolutionCardContent } from '../../content/types';
import { useContent } from '../i18n/useContent';
import { IconTile } from './IconTile';

export interface SolutionCardProps {
  solution: SolutionCardContent;
  headingLevel?: 'h3' | 'h4';
  /** 'compact' drops the description (related-solution links). */
  variant?: 'full' | 'compact';
}

/**
 * A business solution: its icon tinted in the solution's colour, title and summary. The title is the
 * link and stretches over the card, so the whole card is clickable with one tab stop and a clear name.
 */
export function SolutionCard({ solution, headingLevel = 'h3', variant = 'full' }: SolutionCardProps) {
  const Icon = solution.icon;
  const accent = solution.colour;
  return (
    <Card
      data-solution={solution.id}
      sx={(theme) => ({
        height: '100%',
        position: 'relative',
        '&:hover, &:focus-within': {
          borderColor: theme.vars.palette[accent].main,
          boxShadow: theme.shadows[4],
        },
        '&:hover': { transform: 'translateY(-2px)' },
      })}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <IconTile icon={Icon} accent={accent} size={variant === 'full' ? 56 : 48} />
        <Typography variant="h5" component={headingLevel}>
          <Link
            href={solution.pageUrl}
            color="inherit"
            underline="none"
            sx={{
              '&::after': {
                content: '""',
                position: 'absolute',
                inset: 0,
                borderRadius: `${shape.cardRadius}px`,
              },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': (theme) => ({
                outline: `2px solid ${theme.vars.palette[accent].main}`,
                outlineOffset: 2,
              }),
            }}
          >
            {solution.title}
          </Link>
        </Typography>
        {variant === 'full' ? (
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {solution.description}
          </Typography>
        ) : null}
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            mt: variant === 'full' ? 0.5 : 'auto',
            fontWeight: 700,
            fontSize: '0.9375rem',
            color: theme.vars.palette[accent].main,
          })}
        >
          {useContent().ui.uiStrings.learnMore}
          <ArrowForward fontSize="small" />
        </Box>
      </CardContent>
    </Card>
  );
}
