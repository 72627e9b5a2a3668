import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import { useContent } from '../components/i18n/useContent';
import { WaitlistSection } from './WaitlistSection';

export default function TrainingPage() {
  const { trainingContent: content } = useContent().company;
  const { planned } = content;
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ title: content.title, subtitle: content.description, actions: content.actions }} />
      <Section id={planned.id} labelledBy="training-planned">
        <SectionHeading id="training-planned" title={planned.title} subtitle={planned.subtitle} />
        <FeatureGrid items={planned.items} columns={3} />
      </Section>
      <WaitlistSection interest="training" />
    </>
  );
}
