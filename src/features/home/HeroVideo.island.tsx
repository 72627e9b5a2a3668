import { island } from '../../lib/islands/Island';
import { HeroVideo } from './HeroVideo';

/** The home hero's background video, started once the page is idle. */
export default island(HeroVideo);
