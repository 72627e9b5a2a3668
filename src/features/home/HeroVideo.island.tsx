import { island } from '../../lib/islands/Island';
import { HeroVideo } from './HeroVideo';

/** The home hero's background video, started once the page is idle. */
/** It uses no MUI, so the home page starts with React alone. */
export default island(HeroVideo, { themed: false });
