import { Seo } from '../components/seo/Seo';
import { PageHero } from '../components/sections/PageHero';
import { Section } from '../components/sections/Section';
import { SectionHeading } from '../components/sections/SectionHeading';
import { FeatureGrid } from '../components/sections/FeatureGrid';
import type { ComingSoonId } from '../content/types';
import { useContent } from '../components/i18n/useContent';
import { CtaBanner } from '../components/sections/CtaBanner';
import { WaitlistSection } from './WaitlistSection';
import { WAITLIST_INTERESTS, type WaitlistInterest } from '../features/waitlist/schema';

/** The coming-soon pages about learning take sign-ups for their opening; Support and API Docs do not. */
const waitingFor = (id: ComingSoonId): WaitlistInterest | undefined =>
  (WAITLIST_INTERESTS as readonly string[]).includes(id) ? (id as WaitlistInterest) : undefined;

/** A section that is not built yet: says so honestly and points to what helps today. */
export default function ComingSoonPage({ id }: { id: ComingSoonId }) {
  const { comingSoonPages, comingSoonCta } = useContent().placeholders;
  const content = comingSoonPages[id];
  const { nextSteps } = content;
  const interest = waitingFor(id);
  return (
    <>
      <Seo title={content.meta.title} description={content.meta.description} />
      <PageHero hero={{ eyebrow: content.badge, title: content.title, subtitle: content.description }} />
      <Section labelledBy="coming-soon-next-steps">
        <SectionHeading id="coming-soon-next-steps" title={nextSteps.title} subtitle={nextSteps.subtitle} />
        <FeatureGrid items={nextSteps.items} columns={3} />
      </Section>
      {interest ? <WaitlistSection interest={interest} /> : null}
      <CtaBanner cta={comingSoonCta} />
    </>
  );
}
