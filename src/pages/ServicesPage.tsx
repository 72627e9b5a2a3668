import { Seo } from '../components/seo/Seo';
import { CardGrid } from '../components/sections/CardGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { IndustryCard } from '../components/sections/IndustryCard';
import { NumberedSteps } from '../components/sections/NumberedSteps';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { ServiceCard } from '../components/sections/ServiceCard';
import { useContent } from '../components/i18n/useContent';

export default function ServicesPage() {
  const { servicesContent: content } = useContent().services;
  const { automation, consulting, industries, process } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={content.hero} />
      <Section id={automation.id} labelledBy="automation-heading">
        <SectionHeading id="automation-heading" title={automation.title} subtitle={automation.subtitle} />
        <CardGrid columns={2}>
          {automation.items.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </CardGrid>
      </Section>
      <Section id={consulting.id} tone="subtle" labelledBy="consulting-heading">
        <SectionHeading id="consulting-heading" title={consulting.title} subtitle={consulting.subtitle} />
        <CardGrid columns={3} tabletColumns={1}>
          {consulting.items.map((offer) => (
            <ServiceCard key={offer.id} service={offer} accent="secondary" />
          ))}
        </CardGrid>
      </Section>
      <Section id={industries.id} labelledBy="industries-heading">
        <SectionHeading id="industries-heading" title={industries.title} subtitle={industries.subtitle} />
        <CardGrid columns={3}>
          {industries.items.map((industry) => (
            <IndustryCard key={industry.name} industry={industry} />
          ))}
        </CardGrid>
      </Section>
      <Section id={process.id} tone="subtle" labelledBy="process-heading">
        <SectionHeading id="process-heading" title={process.title} subtitle={process.subtitle} />
        <NumberedSteps steps={process.items} />
      </Section>
      <CtaBanner cta={content.cta} />
    </>
  );
}
