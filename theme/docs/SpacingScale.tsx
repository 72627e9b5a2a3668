import Box from '@mui/material/Box';
import { theme } from '../theme';
import { DocsThemeScope } from './DocsThemeScope';
import { brand } from '../tokens';

/** The steps the components use, as multiples of the theme's spacing unit. */
export const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12] as const;

/** The unit in px, read from the theme (with CSS variables on, spacing(1) is "var(--rp-spacing, 8px)"). */
export function spacingUnit(): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(theme.spacing(1));
  return match?.[1] ? Number(match[1]) : 8;
}

export function SpacingScale() {
  const unit = spacingUnit();
  return (
    <DocsThemeScope>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 2, display: 'grid', gap: 1 }}>
        {spacingSteps.map((step) => (
          <Box
            component="li"
            key={step}
            data-step={step}
            sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
          >
            <Box
              sx={{
                width: 180,
                flexShrink: 0,
                whiteSpace: 'nowrap',
                fontFamily: 'monospace',
                fontSize: '0.8125rem',
              }}
            >
              spacing({step}) = {step * unit} px
            </Box>
            <Box
              aria-hidden
              sx={{ height: 16, width: theme.spacing(step), bgcolor: brand.indigo[500], borderRadius: 0.5 }}
            />
          </Box>
        ))}
      </Box>
    </DocsThemeScope>
  );
}
