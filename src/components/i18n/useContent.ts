import { contentFor, type SiteContent } from '../../content/localized';
import { useLocale } from '../../lib/i18n/LocaleContext';

/** The copy of the page's language. Server-rendered parts only: islands take their strings as props. */
export function useContent(): SiteContent {
  return contentFor(useLocale());
}
