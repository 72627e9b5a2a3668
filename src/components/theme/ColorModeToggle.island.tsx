import { island } from '../../lib/islands/Island';
import { ColorModeToggle } from './ColorModeToggle';

/** The header's light/dark switch. */
/**
 * Its code, and the theme's, load when the visitor reaches for the button: until then the button shows
 * the scheme the page has by CSS alone (see ColorModeToggle).
 */
export default island(ColorModeToggle, { load: 'interaction' });
