import { island } from '../../lib/islands/Island';
import { ColorModeToggle } from './ColorModeToggle';

/** The header's light/dark switch. */
export default island(ColorModeToggle);
