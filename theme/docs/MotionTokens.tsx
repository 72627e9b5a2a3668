import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { theme } from '../theme';
import { brand, motion } from '../tokens';
import { DocsThemeScope } from './DocsThemeScope';

const durationUse: Record<string, string> = {
  durationShort: 'Hover and focus feedback, icon rotation (menu chevron), card lift',
  durationStandard: 'Menus, drawers, accordions opening and closing',
  durationEmphasis: 'One-off entrances on the home page (hero, counters)',
};

/** The numeric entries of `motion` (the durations), in declaration order. */
export const motionDurations: readonly (readonly [string, number])[] = Object.entries(motion).flatMap(
  ([name, value]) => (typeof value === 'number' ? [[name, value] as const] : []),
);

/** The motion tokens with a live sample: press "Play" to see each duration on the standard easing. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  return (
    <DocsThemeScope>
      <Table size="small" aria-label="Motion tokens" sx={{ my: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell>Value</TableCell>
            <TableCell>Used for</TableCell>
            <TableCell>Sample</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {motionDurations.map(([name, ms]) => (
            <TableRow key={name} data-motion={name}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{name}</TableCell>
              <TableCell>{ms} ms</TableCell>
              <TableCell>{durationUse[name] ?? ''}</TableCell>
              <TableCell sx={{ width: 220 }}>
                <Box sx={{ position: 'relative', height: 16, bgcolor: brand.ink[100], borderRadius: 8 }}>
                  <Box
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      bgcolor: brand.indigo[700],
                      transform: moved ? 'translateX(184px)' : 'none',
                      transition: `transform ${ms}ms ${motion.easing}`,
                      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                    }}
                  />
                </Box>
              </TableCell>
            </TableRow>
          ))}
          <TableRow data-motion="easing">
            <TableCell sx={{ fontFamily: 'monospace' }}>easing</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{motion.easing}</TableCell>
            <TableCell colSpan={2}>
              Every transition; also the theme&apos;s <code>transitions.easing.easeInOut</code> (
              {theme.transitions.easing.easeInOut})
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Button variant="outlined" onClick={() => setMoved((value) => !value)}>
        Play
      </Button>
    </DocsThemeScope>
  );
}
