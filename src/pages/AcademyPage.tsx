import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Seo } from '../components/seo/Seo';
import { CtaBanner } from '../components/sections/CtaBanner';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { NumberedSteps } from '../components/sections/NumberedSteps';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { useContent } from '../components/i18n/useContent';
import { WaitlistSection } from './WaitlistSection';

export default function AcademyPage() {
  const { academyContent: content, academyJsonLd, learnToday } = useContent().academy;
  const { intro, status, offers, howItWorks } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} jsonLd={academyJsonLd()} />
      <PageHero hero={content.hero} />
      <Section id={intro.id} labelledBy="intro-heading">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <SectionHeading id="intro-heading" title={intro.title} align="left" />
            <Box sx={{ display: 'grid', gap: 2.5, mt: { md: -2 } }}>
              {intro.paragraphs.map((paragraph) => (
                <Typography key={paragraph} variant="subtitle1" component="p" sx={{ maxWidth: '62ch' }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box
            role="note"
            aria-labelledby="academy-status"
            sx={(theme) => ({
              p: { xs: 3, md: 4 },
              borderRadius: '20px',
              border: `1px solid color-mix(in srgb, ${theme.vars.palette.highlight.main} 55%, transparent)`,
              backgroundColor: `color-mix(in srgb, ${theme.vars.palette.highlight.main} 8%, ${theme.vars.palette.background.paper})`,
            })}
          >
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 48,
                height: 48,
                mb: 2,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                color: theme.vars.palette.text.primary,
                backgroundColor: `color-mix(in srgb, ${theme.vars.palette.highlight.main} 24%, transparent)`,
              })}
            >
              <ConstructionOutlined />
            </Box>
            <Typography id="academy-status" variant="h5" component="h3" sx={{ mb: 1.5 }}>
              {status.title}
            </Typography>
            <Typography variant="body1" color="text.secondary">
              {status.description}
            </Typography>
          </Box>
        </Box>
      </Section>
      <WaitlistSection interest="academy" />
      <Section id={learnToday.id} labelledBy="learn-today-heading">
        <SectionHeading id="learn-today-heading" title={learnToday.title} subtitle={learnToday.subtitle} />
        <FeatureGrid items={learnToday.items} columns={2} />
      </Section>
      <Section id={offers.id} tone="subtle" labelledBy="offers-heading">
        <SectionHeading id="offers-heading" title={offers.title} subtitle={offers.subtitle} />
        <FeatureGrid items={offers.items} columns={4} />
      </Section>
      <Section id={howItWorks.id} labelledBy="how-it-works-heading">
        <SectionHeading id="how-it-works-heading" title={howItWorks.title} subtitle={howItWorks.subtitle} />
        <NumberedSteps steps={howItWorks.items} />
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
