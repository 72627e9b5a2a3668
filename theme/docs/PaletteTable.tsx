import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toOpaqueHex } from '../contrast';
import type { SchemeName } from '../contrastPairs';
import { theme } from '../theme';
import { ContrastBadge } from './ContrastBadge';
import { DocsThemeScope } from './DocsThemeScope';
import { paletteTokens, type PaletteToken } from './paletteTokens';

function Swatch({ token, paper }: { token: PaletteToken; paper: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 28,
        borderRadius: 1,
        bgcolor: paper,
        border: '1px solid rgba(15, 23, 42, 0.2)',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ width: '100%', height: '100%', bgcolor: token.value }} />
    </Box>
  );
}

/**
 * Only tokens drawn as text on the page get a verdict here. contrastText is judged on its main
 * colour (last column); fills, surfaces and the divider show their ratio for reference only.
 */
function RatioCell({ token, ratio }: { token: PaletteToken; ratio: number }) {
  const judged = token.role === 'text' && !token.path.endsWith('contrastText');
  return (
    <TableCell>
      <ContrastBadge ratio={ratio} showVerdict={judged} />
    </TableCell>
  );
}

/**
 * Every colour token in one scheme: swatch, value, and WCAG contrast on the two page surfaces
 * (background.default and background.paper); contrastText tokens also on their own main colour.
 */
export function PaletteTable({ scheme }: { scheme: SchemeName }) {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) return null;
  const tokens = paletteTokens(palette);
  return (
    <DocsThemeScope>
      <Box sx={{ overflowX: 'auto', my: 2 }}>
        <Table size="small" aria-label={`${scheme} scheme colour tokens`}>
          <TableHead>
            <TableRow>
              <TableCell>Token</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Swatch</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>On background.default ({palette.background.default})</TableCell>
              <TableCell>On background.paper ({palette.background.paper})</TableCell>
              <TableCell>On its main</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tokens.map((token) => (
              <TableRow key={token.path} data-token={token.path}>
                <TableCell>
                  <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
                    {token.path}
                  </Typography>
                </TableCell>
                <TableCell>{token.role}</TableCell>
                <TableCell>
                  <Swatch token={token} paper={palette.background.paper} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>
                  {token.value}
                  {token.value.startsWith('rgba')
                    ? ` → ${toOpaqueHex(token.value, palette.background.paper)} on paper`
                    : ''}
                </TableCell>
                <RatioCell token={token} ratio={token.onDefault} />
                <RatioCell token={token} ratio={token.onPaper} />
                <TableCell>
                  {token.onMain === undefined ? '—' : <ContrastBadge ratio={token.onMain} />}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </DocsThemeScope>
  );
}
