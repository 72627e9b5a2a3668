/**
 * The phone menu's hooks in the markup, shared by the components that draw it (src/app/layout/PhoneMenu*)
 * and the script that opens it (./phoneMenu.ts). The menu is no island: its panel is prerendered once
 * per language, and the page's loader opens it without React (see phoneMenu.ts).
 */

/** On the header's menu button. */
export const phoneMenuToggleAttribute = 'data-phone-menu';
export const phoneMenuToggleSelector = `[${phoneMenuToggleAttribute}]`;
/** The panel's <dialog>: its id, which the toggle's aria-controls names while it is open. */
export const phoneMenuId = 'mobile-navigation';
/** The menu's button and its panel: what the page's loader answers itself, without the app. */
export const phoneMenuSelector = `${phoneMenuToggleSelector}, #${phoneMenuId}`;
/** On the panel's close button. */
export const phoneMenuCloseAttribute = 'data-phone-menu-close';
/** On the panel's language link, which the script points at the page the header's own link names. */
export const phoneMenuLanguageAttribute = 'data-phone-menu-language';
/** On each site link in the panel: the page it leads to, without a language prefix (content's names). */
export const phoneMenuPathAttribute = 'data-path';
/** On the panel while it is shown (it slides in as the attribute comes, out as it goes). */
export const phoneMenuShownAttribute = 'data-shown';

/** Where `npm run dev` serves the panel it renders on request (scripts/vite/devPages.ts). */
export const devPhoneMenuUrl = (locale: string) => `/__phone-menu/${locale}.htm`;
