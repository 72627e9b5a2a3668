import { island } from '../../lib/islands/Island';
import { TableOfContents } from './TableOfContents';

/**
 * The article's contents beside the text on wide screens: its code (the current-section marking)
 * loads when it comes into view; on phones it is hidden, so it never loads there.
 */
export default island(TableOfContents, { load: 'visible' });
