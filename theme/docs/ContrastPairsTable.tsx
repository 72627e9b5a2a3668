import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { contrastRatio } from '../contrast';
import { textContrastPairs, type SchemeName } from '../contrastPairs';
import { theme } from '../theme';
import { ContrastBadge } from './ContrastBadge';
import { DocsThemeScope } from './DocsThemeScope';

/** The text/background pairs the components actually use, as asserted by theme/contrast.test.ts. */
export function ContrastPairsTable({ scheme }: { scheme: SchemeName }) {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) return null;
  return (
    <DocsThemeScope>
      <Box sx={{ overflowX: 'auto', my: 2 }}>
        <Table size="small" aria-label={`${scheme} scheme text contrast pairs`}>
          <TableHead>
            <TableRow>
              <TableCell>Pair</TableCell>
              <TableCell>Sample</TableCell>
              <TableCell>Ratio (needs {textContrastPairs(palette)[0]?.minimum ?? 4.5}:1)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {textContrastPairs(palette).map((pair) => (
              <TableRow key={pair.label} data-pair={pair.label}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{pair.label}</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{
                      px: 1.5,
                      py: 0.5,
                      borderRadius: 1,
                      bgcolor: pair.background,
                      color: pair.foreground,
                      fontWeight: 600,
                    }}
                  >
                    Namaste, Kathmandu
                  </Box>
                </TableCell>
                <TableCell>
                  <ContrastBadge ratio={contrastRatio(pair.foreground, pair.background)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </DocsThemeScope>
  );
}
