import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { theme } from '../theme';
import { brand, shape } from '../tokens';
import { DocsThemeScope } from './DocsThemeScope';

const radiusUse: Record<keyof typeof shape, string> = {
  borderRadius: 'Inputs, menus, alerts, accordions, papers',
  cardRadius: 'Cards and dialogs',
  pillRadius: 'Buttons and chips',
};

/** The three radii from tokens.ts `shape`, drawn at their real size. */
export function ShapeScale() {
  return (
    <DocsThemeScope>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 2 }}>
        {(Object.keys(shape) as (keyof typeof shape)[]).map((name) => (
          <Box key={name} data-radius={name} sx={{ width: 200 }}>
            <Box
              sx={{
                height: 88,
                border: `2px solid ${brand.indigo[700]}`,
                bgcolor: brand.indigo[50],
                borderRadius: `${Math.min(shape[name], 44)}px`,
              }}
            />
            <Box sx={{ mt: 1, fontFamily: 'monospace', fontSize: '0.8125rem' }}>
              {name}: {shape[name]} px
            </Box>
            <Box sx={{ fontSize: '0.8125rem', color: brand.ink[600] }}>{radiusUse[name]}</Box>
          </Box>
        ))}
      </Box>
    </DocsThemeScope>
  );
}

/** The shadow levels worth using. Most surfaces are flat and outlined; shadows are for things that float. */
export const elevationLevels = [0, 1, 2, 4, 6, 8, 16, 24] as const;

export function ElevationScale() {
  return (
    <DocsThemeScope>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 3,
          my: 2,
          p: 3,
          bgcolor: brand.ink[50],
        }}
      >
        {elevationLevels.map((level) => (
          <Paper
            key={level}
            elevation={level}
            data-elevation={level}
            sx={{
              height: 96,
              display: 'grid',
              placeItems: 'center',
              fontFamily: 'monospace',
              fontSize: '0.8125rem',
              boxShadow: theme.shadows[level],
            }}
          >
            elevation {level}
          </Paper>
        ))}
      </Box>
    </DocsThemeScope>
  );
}
