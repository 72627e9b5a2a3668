import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { CtaBlock } from '../../content/types';
import { ActionButtons } from './ActionButtons';

/** The closing call to action: a bold brand panel that leads to the consultation. */
export function CtaBanner({ cta, headingId = 'cta-heading' }: { cta: CtaBlock; headingId?: string }) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            borderRadius: 6,
            px: { xs: 3, sm: 6, md: 10 },
            py: { xs: 6, md: 8 },
            textAlign: 'center',
            color: '#FFFFFF',
            background: 'linear-gradient(135deg, #14246B 0%, #2340B8 55%, #6E0A23 130%)',
          }}
        >
          <Typography id={headingId} variant="h2" sx={{ color: 'inherit' }}>
            {cta.title}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ mt: 2, mb: 4, mx: 'auto', maxWidth: 640, color: '#DCE3FF' }}
          >
            {cta.description}
          </Typography>
          <ActionButtons actions={cta.actions} align="center" surface="onDark" />
        </Box>
      </Container>
    </Box>
  );
}
