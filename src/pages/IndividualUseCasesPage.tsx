import { Seo } from '../components/seo/Seo';
import { CardGrid } from '../components/sections/CardGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { UseCaseCard } from '../components/sections/UseCaseCard';
import type { AccentColor } from '../content/types';
import { useContent } from '../components/i18n/useContent';

/** Alternating tints give a long grid of similar cards some rhythm. */
const accents: readonly AccentColor[] = ['primary', 'secondary'];

export default function IndividualUseCasesPage() {
  const { individualUseCasesContent: content } = useContent().useCases;
  const { useCases } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section id={useCases.id} labelledBy="use-cases-heading">
        <SectionHeading id="use-cases-heading" title={useCases.title} subtitle={useCases.subtitle} />
        <CardGrid columns={2}>
          {useCases.items.map((useCase, index) => (
            <UseCaseCard key={useCase.title} useCase={useCase} accent={accents[index % accents.length]} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
