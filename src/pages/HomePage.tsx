import { Seo } from '../components/seo/Seo';
import { CardGrid } from '../components/sections/CardGrid';
import { CtaBanner } from '../components/sections/CtaBanner';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { TestimonialCard } from '../components/sections/TestimonialCard';
import { HomeHero } from '../features/home/HomeHero';
import ProcessStepperIsland from '../features/home/ProcessStepper.island';
import { useContent } from '../components/i18n/useContent';

export default function HomePage() {
  const { home, ui } = useContent();
  const { homeContent: content, organizationJsonLd } = home;
  const { process, whyChoose, coreServices, testimonials } = content;
  return (
    <>
      <Seo
        title={content.meta.title}
        description={content.meta.description}
        canonicalPath="/"
        jsonLd={organizationJsonLd()}
      />
      <HomeHero hero={content.hero} videoLabels={ui.uiStrings.heroVideo} />
      <Section id={process.id} tone="subtle" labelledBy="process-heading">
        <SectionHeading id="process-heading" title={process.title} subtitle={process.subtitle} />
        <ProcessStepperIsland
          steps={process.items}
          labels={{ step: ui.uiStrings.step, ...ui.uiStrings.stepper }}
        />
      </Section>
      <Section id={whyChoose.id} labelledBy="why-choose-heading">
        <SectionHeading id="why-choose-heading" title={whyChoose.title} subtitle={whyChoose.subtitle} />
        <FeatureGrid items={whyChoose.items} columns={3} />
      </Section>
      <Section id={coreServices.id} tone="subtle" labelledBy="core-services-heading">
        <SectionHeading
          id="core-services-heading"
          title={coreServices.title}
          subtitle={coreServices.subtitle}
        />
        <FeatureGrid items={coreServices.items} columns={3} accent="secondary" />
      </Section>
      <Section id={testimonials.id} labelledBy="testimonials-heading">
        <SectionHeading
          id="testimonials-heading"
          title={testimonials.title}
          subtitle={testimonials.subtitle}
        />
        <CardGrid columns={3} tabletColumns={1}>
          {testimonials.items.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner cta={content.closingCta} />
    </>
  );
}
