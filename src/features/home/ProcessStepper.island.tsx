import { island } from '../../lib/islands/Island';
import { ProcessStepper } from './ProcessStepper';

/** The home page's step highlight: below the first screen, so it loads when it comes into view. */
export default island(ProcessStepper, { load: 'visible' });
