import { island } from '../../lib/islands/Island';
import { MobileNav } from './MobileNav';

/** The phone header's menu button and drawer. */
/** Its code, and the theme's, load when the visitor reaches for the button: no page needs them before. */
export default island(MobileNav, { load: 'interaction' });
