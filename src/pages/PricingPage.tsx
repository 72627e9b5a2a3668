import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { Seo } from '../components/seo/Seo';
import FaqAccordionIsland from '../components/sections/FaqAccordion.island';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { useContent } from '../components/i18n/useContent';

export default function PricingPage() {
  const { pricingContent: content } = useContent().pricing;
  const { infoBlocks, faq } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ ...content.hero, actions: content.actions }}>
        <Box
          sx={(theme) => ({
            mt: 4,
            p: 2.5,
            maxWidth: 640,
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            borderRadius: '14px',
            border: `1px solid ${theme.vars.palette.divider}`,
            backgroundColor: theme.vars.palette.background.paper,
          })}
        >
          <RequestQuoteOutlined aria-hidden color="primary" sx={{ mt: '2px' }} />
          <Typography variant="body2">{content.quoteNote}</Typography>
        </Box>
      </PageHero>
      <Section id={infoBlocks.id} labelledBy="pricing-info-heading">
        <SectionHeading id="pricing-info-heading" title={infoBlocks.title} subtitle={infoBlocks.subtitle} />
        <FeatureGrid items={infoBlocks.items} columns={3} />
      </Section>
      <Section id={faq.id} tone="subtle" labelledBy="faq-heading" maxWidth="md">
        <SectionHeading id="faq-heading" title={faq.title} subtitle={faq.subtitle} />
        <FaqAccordionIsland items={faq.items} />
      </Section>
    </>
  );
}
