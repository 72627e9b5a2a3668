import { island } from '../../lib/islands/Island';
import { FaqAccordion } from './FaqAccordion';

/** The pricing FAQ: below the first screen, so its code loads when it comes into view. */
export default island(FaqAccordion, { load: 'visible' });
