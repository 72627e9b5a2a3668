import { island } from '../lib/islands/Island';
import { NotFoundLog } from './NotFoundLog';

/** Logs the missing path on the 404 page. */
export default island(NotFoundLog);
