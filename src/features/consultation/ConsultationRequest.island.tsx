import { island } from '../../lib/islands/Island';
import { ConsultationRequestWithToasts } from './ConsultationRequest';

/** The consultation form, its toasts and the thank-you view. */
export default island(ConsultationRequestWithToasts);
