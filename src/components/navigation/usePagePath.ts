import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../lib/i18n/locale';

/** The current page's path without its language prefix (`/ne/pricing` → `/pricing`), as content names pages. */
export function usePagePath(): string {
  return splitLocale(useLocation().pathname).path;
}
