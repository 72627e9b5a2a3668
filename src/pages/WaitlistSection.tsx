import { Section } from '../components/sections/Section';
import { useContent } from '../components/i18n/useContent';
import { useLocale } from '../lib/i18n/LocaleContext';
import WaitlistIsland from '../features/waitlist/Waitlist.island';
import type { WaitlistInterest } from '../features/waitlist/schema';
import { waitlistCopyOf } from '../features/waitlist/waitlistCopy';

/** "Tell me when it opens" as a page section, in the page's language, for the page's subject. */
export function WaitlistSection({ interest }: { interest: WaitlistInterest }) {
  const { academy, consultation } = useContent();
  const language = useLocale();
  return (
    <Section id="waitlist" tone="subtle" labelledBy={`waitlist-${interest}-title`}>
      <WaitlistIsland
        copy={waitlistCopyOf(academy.waitlistContent, consultation.formMessages)}
        interest={interest}
        language={language}
      />
    </Section>
  );
}
