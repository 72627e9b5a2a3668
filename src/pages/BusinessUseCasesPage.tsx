import { Seo } from '../components/seo/Seo';
import { CardGrid } from '../components/sections/CardGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { SolutionCard } from '../components/sections/SolutionCard';
import { useContent } from '../components/i18n/useContent';

export default function BusinessUseCasesPage() {
  const { businessUseCasesContent: content } = useContent().useCases;
  const { solutions } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section id={solutions.id} labelledBy="solutions-heading">
        <SectionHeading id="solutions-heading" title={solutions.title} subtitle={solutions.subtitle} />
        <CardGrid columns={3}>
          {solutions.items.map((solution) => (
            <SolutionCard key={solution.id} solution={solution} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
