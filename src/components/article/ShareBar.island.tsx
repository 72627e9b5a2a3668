import { island } from '../../lib/islands/Island';
import { ShareBarWithToasts } from './ShareBar';

/** The share bar at the end of an article: its code (copy-link, share sheet) loads when it comes into view. */
export default island(ShareBarWithToasts, { load: 'visible' });
