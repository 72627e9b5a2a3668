import { island } from '../../lib/islands/Island';
import { ConsultationRequestWithToasts } from './ConsultationRequest';

/**
 * The consultation form, its toasts and the thank-you view. Its code (about 200 kB gzip: React, MUI's
 * inputs, react-hook-form and zod) waits until the visitor reaches into the form: hydrating it with the
 * page blocked a phone's main thread for about half a second while the page started (Lighthouse TBT
 * 472 ms, 727 ms on /ne/consultation). The fields are native, so what is typed meanwhile stays, and a
 * submit pressed before the code has arrived is held and sent once it has (src/lib/hydrationLoader.ts).
 */
export default island(ConsultationRequestWithToasts, { load: 'interaction' });
