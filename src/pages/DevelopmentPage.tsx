import Box from '@mui/material/Box';
import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { FeatureCard } from '../components/sections/FeatureCard';
import { CtaBanner } from '../components/sections/CtaBanner';
import { useContent } from '../components/i18n/useContent';

export default function DevelopmentPage() {
  const { developmentContent: content } = useContent().company;
  const { offerings } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ ...content.hero, actions: content.cta.actions }} />
      <Section id={offerings.id} labelledBy="development-offerings">
        <SectionHeading id="development-offerings" title={offerings.title} subtitle={offerings.subtitle} />
        {/* Five cards: two wide ones over three narrow ones, so no card is left alone on a row. */}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' },
            '& > li': { gridColumn: { md: 'span 2' } },
            '& > li:nth-of-type(-n + 2)': { gridColumn: { md: 'span 3' } },
            '& > li:last-of-type:nth-of-type(odd)': { gridColumn: { sm: '1 / -1', md: 'span 2' } },
          }}
        >
          {offerings.items.map((item, index) => (
            <li key={item.title}>
              <FeatureCard feature={item} accent={index % 2 === 0 ? 'primary' : 'secondary'} />
            </li>
          ))}
        </Box>
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
