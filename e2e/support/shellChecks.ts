import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { SitePage } from './routes';
import { textCutOffAtTheRight } from './layout';
import { nepaliReadableText, untranslatedShare } from './nepali';

const origin = /^https?:\/\/[^/]+/;

/**
 * What a page's head and shell say, read in one round trip once the page has finished loading (the
 * sweeps have run axe on it by then), so one comparison shows every difference at once instead of a
 * dozen retrying assertions stopping at the first. The roles are the implicit ones: the page's own
 * header and footer.
 */
function readShell(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      Array.from(document.querySelectorAll(selector), (element) => element.getAttribute(name));
    const landmark = (tag: string, role: string) =>
      document.querySelector(`[role="${role}"]`) ??
      Array.from(document.querySelectorAll(tag)).find(
        (element) => !element.parentElement?.closest('article, aside, main, nav, section'),
      );
    const banner = landmark('header', 'banner');
    const contentinfo = landmark('footer', 'contentinfo');
    const visible = (element: Element | null | undefined) => Boolean(element?.checkVisibility());
    const linkNames = (within: Element | null | undefined) =>
      Array.from(within?.querySelectorAll('a[href]') ?? [])
        .filter((link) => link.checkVisibility())
        .map((link) => (link.getAttribute('aria-label') ?? link.textContent ?? '').trim());
    const switchToEnglish = banner?.querySelector('a[hreflang="en"]');
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: document.querySelectorAll('title').length,
      h1: Array.from(document.querySelectorAll('h1'), (h1) =>
        (h1.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
      descriptions: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      bannerVisible: visible(banner),
      contentinfoVisible: visible(contentinfo),
      bannerLinks: linkNames(banner),
      footerLinks: linkNames(contentinfo),
      switchToEnglish: switchToEnglish
        ? { href: switchToEnglish.getAttribute('href'), lang: switchToEnglish.getAttribute('lang') }
        : null,
    };
  });
}

const withoutOrigin = (href: string | null | undefined) => href?.replace(origin, '');

/** An English page as the spec describes it, inside the site's shell. */
export async function expectEnglishPageInShell(page: Page, route: SitePage): Promise<void> {
  const shell = await readShell(page);
  expect({
    title: shell.title,
    titles: shell.titles,
    h1: shell.h1,
    descriptions: shell.descriptions.map((content) => /\S/.test(content ?? '')),
    canonical: shell.canonical.map(withoutOrigin),
    shown: [shell.bannerVisible, shell.contentinfoVisible],
  }).toEqual({
    title: route.title,
    titles: 1,
    h1: [route.h1],
    descriptions: [true],
    canonical: [route.path],
    shown: [true, true],
  });
  expect(
    shell.bannerLinks.some((name) => /home$/i.test(name)),
    'a home link in the header',
  ).toBe(true);
  expect(shell.footerLinks, 'the footer links').toContain('Our Story');
}

/** A Nepali page as the twin of its English one: language, alternates, switch, and Nepali text. */
export async function expectNepaliTwin(page: Page, path: string, english: string): Promise<void> {
  const shell = await readShell(page);
  expect({
    lang: shell.lang,
    h1s: shell.h1.length,
    h1InDevanagari: /[\u0900-\u097F]/.test(shell.h1[0] ?? ''),
    shown: [shell.bannerVisible, shell.contentinfoVisible],
    canonical: shell.canonical.map(withoutOrigin),
    alternates: {
      ne: withoutOrigin(shell.alternates.ne),
      en: withoutOrigin(shell.alternates.en),
      'x-default': withoutOrigin(shell.alternates['x-default']),
    },
    ogLocale: shell.ogLocale,
    // The switch leads to the same page in English, and is marked as English for screen readers.
    switchToEnglish: shell.switchToEnglish,
  }).toEqual({
    lang: 'ne',
    h1s: 1,
    h1InDevanagari: true,
    shown: [true, true],
    canonical: [path],
    alternates: { ne: path, en: english, 'x-default': english },
    ogLocale: ['ne_NP'],
    switchToEnglish: { href: english, lang: 'en' },
  });

  // Every word, not a share of them: one English heading or screen-reader label is the defect.
  const { words } = untranslatedShare(await nepaliReadableText(page));
  expect([...new Set(words)], 'Latin words outside the glossary').toEqual([]);
}

/**
 * The page fits the window's width: no sideways scroll hiding its right edge, and no text that a
 * clipping ancestor cuts off there without the scroll.
 */
export async function expectFitsTheWindow(page: Page, path: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the window`).toBeLessThanOrEqual(0);
  expect(await textCutOffAtTheRight(page), `${path}: text cut off at the right`).toEqual([]);
}

/**
 * On a phone, the page fits the screen's width, the header shows one consultation link without
 * scrolling, and the page's content leads there too; the consultation page's content is the form itself.
 */
export async function expectConsultationWithinReach(
  page: Page,
  path: string,
  consultation: string,
): Promise<void> {
  await expectFitsTheWindow(page, path);
  const headerLink = page.getByRole('banner').locator(`a[href="${consultation}"]`);
  await expect(headerLink.filter({ visible: true })).toHaveCount(1);
  await expect(headerLink.filter({ visible: true })).toBeInViewport();
  if (path === consultation) {
    await expect(page.getByRole('main').getByRole('button', { name: /.+/ }).first()).toBeVisible();
  } else {
    expect(await page.getByRole('main').locator(`a[href="${consultation}"]`).count()).toBeGreaterThan(0);
  }
}
