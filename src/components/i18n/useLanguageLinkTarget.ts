import { publishedLocales } from '../../content/localized';
import { localizedPath } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { usePagePath } from '../navigation/usePagePath';
import type { LanguageLinkTarget } from './LanguageLink';
import { useContent } from './useContent';

/** The current page in the site's other language, for the header's language switch (none if unpublished). */
export function useLanguageLinkTarget(): LanguageLinkTarget | undefined {
  const current = useLocale();
  const path = usePagePath();
  const hint = useContent().ui.uiStrings.otherLanguageHint;
  const locale = publishedLocales.find((candidate) => candidate !== current);
  return locale && { href: localizedPath(path, locale), locale, hint };
}
