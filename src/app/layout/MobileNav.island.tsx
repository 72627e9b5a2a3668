import { island } from '../../lib/islands/Island';
import { MobileNav } from './MobileNav';

/** The phone header's menu button and drawer. */
export default island(MobileNav);
