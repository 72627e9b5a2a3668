import { isLocale } from '../i18n/locale';
import { devPhoneMenuUrl, phoneMenuToggleSelector } from './attributes';
import { fetchedPanel, installPhoneMenu } from './phoneMenu';

/** The phone menu under `npm run dev`, whose pages have no loader: the panel the dev server renders. */
export function startPhoneMenuInDev(document: Document, window: Window & typeof globalThis): void {
  const toggle = document.querySelector<HTMLElement>(phoneMenuToggleSelector);
  const { lang } = document.documentElement;
  if (!toggle || !isLocale(lang)) return;
  const environment = { document, window };
  installPhoneMenu(toggle, fetchedPanel(devPhoneMenuUrl(lang), environment), environment);
}
