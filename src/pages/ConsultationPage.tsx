import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import ConsultationRequestIsland from '../features/consultation/ConsultationRequest.island';
import { WhatHappensNext } from '../features/consultation/WhatHappensNext';
import { TalkInstead } from '../features/consultation/TalkInstead';
import { useContent } from '../components/i18n/useContent';
import { formCopyOf } from '../features/consultation/formCopy';
import { useLocale } from '../lib/i18n/LocaleContext';

export default function ConsultationPage() {
  const { consultationContent: content, formMessages } = useContent().consultation;
  const locale = useLocale();
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 6, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <ConsultationRequestIsland copy={formCopyOf(content, formMessages, locale)} />
          <Box>
            <WhatHappensNext />
            <TalkInstead />
          </Box>
        </Box>
      </Container>
    </>
  );
}
