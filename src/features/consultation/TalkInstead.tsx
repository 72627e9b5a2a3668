import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appLinkIcons } from '../../components/sections/appLinkIcons';
import { useContent } from '../../components/i18n/useContent';

/**
 * Beside the form: call or WhatsApp for those who would rather talk than write. Plain links in the
 * page's HTML (no island); hidden entirely when neither number is configured.
 */
export function TalkInstead() {
  const { talkInstead } = useContent().consultation.consultationContent;
  if (talkInstead.links.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="talk-instead" data-testid="talk-instead" sx={{ mt: 6 }}>
      <Typography id="talk-instead" variant="h5" component="h2" sx={{ mb: 1 }}>
        {talkInstead.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {talkInstead.note}
      </Typography>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {talkInstead.links.map((link) => {
          const Icon = appLinkIcons[link.kind];
          return (
            <Button key={link.kind} href={link.href} variant="outlined" startIcon={<Icon aria-hidden />}>
              {link.label}
              {link.detail ? (
                <Box component="span" dir="ltr" sx={{ ml: 1, fontWeight: 400 }}>
                  {link.detail}
                </Box>
              ) : null}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}
