/**
 * The header's controls that need no app: the phone menu (src/lib/phoneMenu) and the colour toggle
 * (src/lib/colorMode). The page's hydration loader answers them itself; `npm run dev`, whose pages have
 * no loader, starts them from the islands entry with the panel its server renders.
 */
import { colorModeToggleSelector, installColorModeToggle } from './colorMode/colorModeToggle';
import { isLocale, type Locale } from './i18n/locale';
import { phoneMenuToggleSelector } from './phoneMenu/attributes';
import type { PageEnvironment } from './pageEnvironment';
import { fetchedPanel, installPhoneMenu } from './phoneMenu/phoneMenu';

/** `phoneMenuPanel` is where the phone menu's panel in a language is fetched from. */
export function installLoaderControls(
  environment: PageEnvironment,
  phoneMenuPanel: (locale: Locale) => string | undefined,
): void {
  const { document } = environment;
  const colorToggle = document.querySelector<HTMLElement>(colorModeToggleSelector);
  if (colorToggle) installColorModeToggle(colorToggle, environment);
  const menuToggle = document.querySelector<HTMLElement>(phoneMenuToggleSelector);
  const { lang } = document.documentElement;
  const panel = isLocale(lang) ? phoneMenuPanel(lang) : undefined;
  if (menuToggle && panel) installPhoneMenu(menuToggle, fetchedPanel(panel, environment), environment);
}
