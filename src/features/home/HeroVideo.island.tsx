import { island } from '../../lib/islands/Island';
import { HeroVideo } from './HeroVideo';
import { backgroundVideoMedia } from './useBackgroundVideo';

/**
 * The home hero's background video, started once the page is idle. It uses no MUI, so it hydrates with
 * React alone, and only where a video may play: a phone, or a visitor who asks for reduced motion,
 * loads none of its code.
 */
export default island(HeroVideo, { themed: false, media: backgroundVideoMedia });
