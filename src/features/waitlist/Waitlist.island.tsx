import { island } from '../../lib/islands/Island';
import { WaitlistWithToasts } from './Waitlist';

/**
 * "Tell me when it opens" on the learning pages, with its toasts. Below the first screen, so its form
 * code (react-hook-form, zod, the text field) loads when it comes into view, not with the page.
 */
export default island(WaitlistWithToasts, { load: 'visible' });
