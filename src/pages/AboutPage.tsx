import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { NepaliText } from '../components/article/NepaliText';
import { useContent } from '../components/i18n/useContent';

export default function AboutPage() {
  const { aboutContent: content } = useContent().company;
  const { nameStory, mission, benefits } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section labelledBy="about-name">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
            alignItems: 'center',
          }}
        >
          {/* A fixed dark brand panel (like the CTA banner), so its colours are the same in both schemes. */}
          <Box
            sx={{
              borderRadius: 6,
              px: { xs: 3, md: 5 },
              py: { xs: 5, md: 7 },
              textAlign: 'center',
              color: '#FFFFFF',
              background: 'linear-gradient(135deg, #14246B 0%, #2340B8 60%, #6E0A23 140%)',
            }}
          >
            <Typography
              component="p"
              lang="ne"
              sx={{
                fontSize: { xs: '3rem', md: '4rem' },
                fontWeight: 700,
                lineHeight: 1.3,
                color: 'inherit',
              }}
            >
              {nameStory.word.native}
            </Typography>
            <Typography component="p" variant="h5" sx={{ mt: 1, color: '#DCE3FF', fontWeight: 600 }}>
              {nameStory.word.latin}
            </Typography>
            <Box
              aria-hidden
              sx={{ width: 48, height: 4, borderRadius: 2, mx: 'auto', my: 2.5, bgcolor: '#F5A524' }}
            />
            <Typography component="p" variant="subtitle1" sx={{ color: '#FFFFFF', fontStyle: 'italic' }}>
              {nameStory.word.meaning}
            </Typography>
          </Box>
          <Box>
            <Typography id="about-name" variant="h2" sx={{ mb: 3 }}>
              {nameStory.title}
            </Typography>
            {nameStory.paragraphs.map((paragraph) => (
              <Typography key={paragraph} variant="subtitle1" component="p" sx={{ mb: 2, maxWidth: '60ch' }}>
                <NepaliText text={paragraph} />
              </Typography>
            ))}
          </Box>
        </Box>
      </Section>
      <Section tone="subtle" labelledBy="about-mission" maxWidth="md">
        <SectionHeading id="about-mission" title={mission.title} />
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {mission.paragraphs.map((paragraph) => (
            <Typography
              key={paragraph}
              component="p"
              sx={{ fontSize: { md: '1.0625rem' }, lineHeight: 1.75 }}
            >
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Section>
      <Section id={benefits.id} labelledBy="about-benefits">
        <SectionHeading id="about-benefits" title={benefits.title} subtitle={benefits.subtitle} />
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
