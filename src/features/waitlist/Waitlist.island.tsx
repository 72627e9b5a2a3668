import { island } from '../../lib/islands/Island';
import { WaitlistWithToasts } from './Waitlist';

/** "Tell me when it opens" on the learning pages, with its toasts. */
export default island(WaitlistWithToasts);
