import { island } from '../../lib/islands/Island';
import { ServicesMenu } from './ServicesMenu';

/** The desktop header's Services dropdown. */
/** Its code, and the theme's, load when the visitor reaches for the button: no page needs them before. */
export default island(ServicesMenu, { load: 'interaction' });
