import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Divider from '@mui/material/Divider';
import type { ConsultationContent } from '../../content/consultation';
import { appLinkIcons } from '../../components/sections/appLinkIcons';

/** The 'submitted' state: confirmation, then either a fresh form or the way out. Focus moves to the heading. */
export function ThankYou({
  copy,
  onSubmitAnother,
  booking = null,
}: {
  copy: ConsultationContent['thankYou'];
  onSubmitAnother: () => void;
  /** Picking the call's time (BookingPanel), between the confirmation and its buttons. */
  booking?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 3, md: 5 } }}>
      {/* Only the confirmation is a live region: the booking controls below must not be announced. */}
      <Box role="status">
        <CheckCircleRounded
          aria-hidden
          sx={(theme) => ({ fontSize: 72, color: theme.vars.palette.success.main, mb: 2 })}
        />
        <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ outline: 'none' }}>
          {copy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
          {copy.message}
        </Typography>
      </Box>
      {booking}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" onClick={onSubmitAnother}>
          {copy.again}
        </Button>
        <Button variant="outlined" size="large" href="/">
          {copy.exit}
        </Button>
      </Stack>
      {copy.talk.links.length > 0 ? (
        <Box component="section" aria-labelledby="thank-you-talk" sx={{ mt: 4 }}>
          <Divider sx={{ mb: 3 }} />
          <Typography id="thank-you-talk" variant="h6" component="h3" sx={{ mb: 2 }}>
            {copy.talk.title}
          </Typography>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
            {copy.talk.links.map((link) => {
              const Icon = appLinkIcons[link.kind];
              return (
                <Button key={link.kind} href={link.href} variant="text" startIcon={<Icon aria-hidden />}>
                  {link.label}
                </Button>
              );
            })}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
