import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FooterColumn as FooterColumnData } from '../../content/types';

/** One footer column; disabled entries are plain text (not links, not focusable) with a "Soon" tag. */
export function FooterColumn({ column, soonLabel }: { column: FooterColumnData; soonLabel: string }) {
  // Titles may be Devanagari, which a slug of ASCII word characters would reduce to nothing.
  const headingId = useId();
  return (
    <Box component="nav" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle2" sx={{ mb: 1.5, fontWeight: 800 }}>
        {column.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {column.links.map((link) => (
          <li key={link.name}>
            {link.enabled ? (
              <Link href={link.path} color="text.secondary" variant="body2" sx={{ fontWeight: 500 }}>
                {link.name}
              </Link>
            ) : (
              <Typography
                component="span"
                variant="body2"
                color="text.secondary"
                data-disabled-link
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
              >
                {link.name}
                <Chip
                  label={soonLabel}
                  size="small"
                  variant="outlined"
                  sx={{ height: 20, fontSize: '0.6875rem' }}
                />
              </Typography>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
