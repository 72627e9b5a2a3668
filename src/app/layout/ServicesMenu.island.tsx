import { island } from '../../lib/islands/Island';
import { ServicesMenu } from './ServicesMenu';

/** The desktop header's Services dropdown. */
export default island(ServicesMenu);
