import { createContext, use } from 'react';
import { defaultLocale, type Locale } from './locale';

/** The language of the page being rendered, from its path (src/app/AppRoutes.tsx). */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return use(LocaleContext);
}
