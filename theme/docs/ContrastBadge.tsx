import Box from '@mui/material/Box';
import { formatRatio } from '../contrast';
import { lightScheme } from '../tokens';
import { verdict } from './paletteTokens';

const verdictColors = {
  AA: { bg: lightScheme.success.main, fg: lightScheme.success.contrastText },
  'AA large': { bg: lightScheme.warning.main, fg: lightScheme.warning.contrastText },
  fail: { bg: lightScheme.error.main, fg: lightScheme.error.contrastText },
} as const;

/** A ratio with its WCAG AA verdict, coloured so the table reads at a glance. */
export function ContrastBadge({ ratio, showVerdict = true }: { ratio: number; showVerdict?: boolean }) {
  const result = verdict(ratio);
  const colors = verdictColors[result];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatRatio(ratio)}
      </Box>
      {showVerdict ? (
        <Box
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            fontSize: '0.75rem',
            fontWeight: 700,
            bgcolor: colors.bg,
            color: colors.fg,
          }}
        >
          {result === 'fail' ? 'Fail' : result}
        </Box>
      ) : null}
    </Box>
  );
}
