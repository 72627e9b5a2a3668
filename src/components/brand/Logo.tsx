import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { site } from '../../content/site';
import { BrandMark } from './BrandMark';

/** Mark and wordmark linking home; `label` is its accessible name, in the page's language. */
export function Logo({ label }: { label: string }) {
  return (
    <Link
      href="/"
      underline="none"
      color="inherit"
      aria-label={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, py: 1 }}
    >
      <BrandMark size={32} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.125rem', letterSpacing: '-0.01em', whiteSpace: 'nowrap' }}
        >
          {site.name}
        </Typography>
      </Box>
    </Link>
  );
}
