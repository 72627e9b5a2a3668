/**
 * The phone menu without React. Its panel (src/app/layout/PhoneMenuPanel.tsx) is MUI's drawer
 * prerendered once per language with the rules that style it, a small file every page of that language
 * shares; the header carries only the button. The page's loader (src/lib/hydrationLoader.ts) fetches
 * the panel when the visitor reaches for the button and opens it as a native modal <dialog>: the rest
 * of the page inert, Escape and a tap beside it close it, focus returns to the button.
 *
 * As an island the first tap fetched React, MUI's styling and the theme (145 kB gzip in 11 files) and
 * hydrated them before the drawer could draw: 125–150 ms on the bench's fast machine and 1.9 s on its
 * phone (issue 24). The panel needs none of it: its links are links, and the few things it does are here.
 */
import { splitLocale } from '../i18n/locale';
import { isActivePath } from '../activePath';
import { reachEvents } from '../islands/attributes';
import type { PageEnvironment } from '../pageEnvironment';
import {
  phoneMenuCloseAttribute,
  phoneMenuId,
  phoneMenuLanguageAttribute,
  phoneMenuPathAttribute,
  phoneMenuShownAttribute,
} from './attributes';

/** Brings the panel into the page and returns its dialog. */
export type PanelLoader = () => Promise<HTMLDialogElement>;

/** The slide out takes MUI's leavingScreen (195 ms); a closing that never sees its transition end ends here. */
const closeFallbackMs = 300;

/** The prerendered panel at `url` (its style tag and its dialog), added to the end of the page. */
export function fetchedPanel(url: string, { document, window }: PageEnvironment): PanelLoader {
  return async () => {
    const response = await window.fetch(url);
    if (!response.ok) throw new Error(`The phone menu did not load: ${response.status} for ${url}`);
    const fragment = document.createElement('template');
    fragment.innerHTML = await response.text();
    // Into <body>: Emotion adopts the page's style tags only while they are the last in <head>.
    document.body.append(fragment.content);
    const dialog = document.getElementById(phoneMenuId);
    if (!(dialog instanceof window.HTMLDialogElement)) throw new Error(`${url} holds no phone menu`);
    return dialog;
  };
}

/** The page's path as the panel's links name pages: no language prefix, no `.html`, no trailing slash. */
function pagePath(pathname: string): string {
  const { path } = splitLocale(pathname.replace(/\.html$/, '').replace(/(?<=.)\/$/, ''));
  return path === '/index' ? '/' : path;
}

/**
 * Opens the panel from `toggle`, fetching it with `loadPanel` the first time the visitor reaches for it.
 * `currentPath` is the page's path as the panel's links name pages (from the address, unless given:
 * Storybook's stories have routes of their own).
 */
export function installPhoneMenu(
  toggle: HTMLElement,
  loadPanel: PanelLoader,
  { document, window, currentPath }: PageEnvironment & { currentPath?: () => string },
): void {
  const root = document.documentElement;
  let panel: Promise<HTMLDialogElement> | undefined;
  let overflowBefore = '';

  const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

  /** Marks the current page's link, as the island's drawer did from the router's location. */
  const markCurrentPage = (dialog: HTMLDialogElement) => {
    const current = currentPath?.() ?? pagePath(window.location.pathname);
    for (const link of dialog.querySelectorAll<HTMLElement>(`[${phoneMenuPathAttribute}]`)) {
      const active = isActivePath(link.getAttribute(phoneMenuPathAttribute) ?? '', current);
      link.classList.toggle('Mui-selected', active);
      if (active) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };

  /** The panel's language link leads where the header's does: this page in the other language. */
  const pointLanguageLink = (dialog: HTMLDialogElement) => {
    const link = dialog.querySelector<HTMLAnchorElement>(`[${phoneMenuLanguageAttribute}]`);
    if (!link) return;
    const pageLink = document.querySelector<HTMLAnchorElement>('header a[hreflang]');
    const href = pageLink?.getAttribute('href');
    if (href) link.setAttribute('href', href);
    link.style.display = href ? '' : 'none';
  };

  const close = (dialog: HTMLDialogElement, animate: boolean) => {
    if (!dialog.open) return;
    dialog.removeAttribute(phoneMenuShownAttribute);
    const done = () => {
      if (dialog.open && !dialog.hasAttribute(phoneMenuShownAttribute)) dialog.close();
    };
    if (!animate || reducedMotion()) return done();
    dialog.addEventListener('transitionend', done, { once: true });
    window.setTimeout(done, closeFallbackMs);
  };

  const open = (dialog: HTMLDialogElement) => {
    if (dialog.open) return;
    markCurrentPage(dialog);
    pointLanguageLink(dialog);
    dialog.showModal();
    // The dialog itself takes focus (as MUI's drawer does), so a screen reader announces the menu.
    dialog.focus();
    toggle.setAttribute('aria-expanded', 'true');
    toggle.setAttribute('aria-controls', dialog.id);
    overflowBefore = root.style.overflow;
    root.style.overflow = 'hidden';
    // It slides in from where it is drawn closed: that style has to be computed before it changes.
    void window.getComputedStyle(dialog).transform;
    dialog.setAttribute(phoneMenuShownAttribute, '');
  };

  /** What the panel does, wired once it is in the page. */
  const wire = (dialog: HTMLDialogElement) => {
    dialog.addEventListener('close', () => {
      dialog.removeAttribute(phoneMenuShownAttribute);
      toggle.setAttribute('aria-expanded', 'false');
      toggle.removeAttribute('aria-controls');
      root.style.overflow = overflowBefore;
    });
    // Escape: slide out rather than vanish.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      close(dialog, true);
    });
    dialog.addEventListener('click', (event) => {
      const target = event.target instanceof window.Element ? event.target : null;
      if (!target) return;
      if (target === dialog) {
        // The dialog is the panel itself: a click on it outside its box is one on the backdrop.
        const box = dialog.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) close(dialog, true);
        return;
      }
      if (target.closest(`[${phoneMenuCloseAttribute}]`)) return close(dialog, true);
      // A chosen link: the menu is gone while the next page (or the dialler, or WhatsApp) opens.
      if (target.closest('a[href]')) close(dialog, false);
    });
  };

  const load = () => {
    panel ??= loadPanel().then(
      (dialog) => {
        wire(dialog);
        return dialog;
      },
      (error: unknown) => {
        // The next reach tries again.
        panel = undefined;
        throw error;
      },
    );
    return panel;
  };

  // Reached for, as an island that waits for the visitor is: its panel is fetched then.
  for (const type of reachEvents)
    toggle.addEventListener(type, () => void load().catch(() => undefined), { passive: true });
  toggle.addEventListener('click', () => {
    load().then(open, (error: unknown) => console.error('The phone menu failed to open', error));
  });
}
