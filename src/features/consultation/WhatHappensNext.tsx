import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent } from '../../components/i18n/useContent';
import { formatNumber } from '../../lib/i18n/formatNumber';
import { useLocale } from '../../lib/i18n/LocaleContext';

/** Sets expectations beside the form: three numbered steps after sending. */
export function WhatHappensNext() {
  const content = useContent().consultation.consultationContent;
  const locale = useLocale();
  return (
    <Box component="aside" aria-labelledby="what-happens-next">
      <Typography id="what-happens-next" variant="h4" component="h2" sx={{ mb: 3 }}>
        {content.whatHappensNext.title}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
        {content.whatHappensNext.steps.map((step, index) => (
          <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                flexShrink: 0,
                width: 36,
                height: 36,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                color: theme.vars.palette.primary.contrastText,
                backgroundColor: theme.vars.palette.primary.main,
              })}
            >
              {formatNumber(index + 1, locale)}
            </Box>
            <Typography sx={{ pt: 0.5 }}>{step}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
