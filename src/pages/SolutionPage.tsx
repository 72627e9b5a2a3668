import Box from '@mui/material/Box';
import { Seo } from '../components/seo/Seo';
import { breadcrumbListJsonLd } from '../components/seo/breadcrumbListJsonLd';
import { CardGrid } from '../components/sections/CardGrid';
import { ChecklistGrid } from '../components/sections/ChecklistGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { FeatureCard } from '../components/sections/FeatureCard';
import { PageHero } from '../components/sections/PageHero';
import { Section, type SectionTone } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { SolutionCard } from '../components/sections/SolutionCard';
import type { SolutionId, SolutionListSection } from '../content/types';
import { useContent } from '../components/i18n/useContent';

/** A section drawn the way its content asks: icon cards, or a checklist beside its heading. */
function SolutionSection({ section, tone }: { section: SolutionListSection; tone: SectionTone }) {
  const headingId = `${section.id}-heading`;
  if (section.display === 'checklist') {
    return (
      <Section id={section.id} tone={tone} labelledBy={headingId}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 0, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '4fr 7fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ position: { md: 'sticky' }, top: { md: 112 } }}>
            <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} align="left" />
          </Box>
          <ChecklistGrid items={section.items} columns={1} />
        </Box>
      </Section>
    );
  }
  return (
    <Section id={section.id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} title={section.title} subtitle={section.subtitle} />
      <CardGrid columns={3}>
        {section.items.map((item) => (
          <FeatureCard key={item.title} feature={item} />
        ))}
      </CardGrid>
    </Section>
  );
}

/** One component for every business solution page; the content decides the sections and their look. */
export default function SolutionPage({ id }: { id: SolutionId }) {
  const { solutionCards, solutionPages } = useContent().solutions;
  const page = solutionPages[id];
  const path = `/${id}`;
  const related = (page.related?.ids ?? []).flatMap((relatedId) =>
    solutionCards.filter((card) => card.id === relatedId),
  );
  const tones: readonly SectionTone[] = ['default', 'subtle'];
  return (
    <>
      <Seo
        title={page.meta.title}
        description={page.meta.description}
        canonicalPath={path}
        jsonLd={breadcrumbListJsonLd(page.breadcrumbs, path)}
      />
      <PageHero hero={page.hero} breadcrumbs={page.breadcrumbs} />
      {page.sections.map((section, index) => (
        <SolutionSection key={section.id} section={section} tone={tones[index % 2] ?? 'default'} />
      ))}
      {page.related && related.length > 0 ? (
        <Section
          id={page.related.id}
          tone={tones[page.sections.length % 2] ?? 'default'}
          labelledBy="related-heading"
        >
          <SectionHeading id="related-heading" title={page.related.title} subtitle={page.related.subtitle} />
          <CardGrid columns={3}>
            {related.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CtaBanner cta={page.cta} />
    </>
  );
}
