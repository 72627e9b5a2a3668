import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { SitePage } from './routes';
import { textCutOffAtTheRight } from './layout';
import { nepaliReadableText, untranslatedShare } from './nepali';

const origin = /^https?:\/\/[^/]+/;

/** An English page as the spec describes it, inside the site's shell. */
export async function expectEnglishPageInShell(page: Page, route: SitePage): Promise<void> {
  await expect(page).toHaveTitle(route.title);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(route.h1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${route.path === '/' ? '/' : route.path}$`),
  );
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Story' })).toBeVisible();
}

/** A Nepali page as the twin of its English one: language, alternates, switch, and Nepali text. */
export async function expectNepaliTwin(page: Page, path: string, english: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(/[\u0900-\u097F]/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const href = (selector: string) =>
    page
      .locator(selector)
      .getAttribute('href')
      .then((value) => value?.replace(origin, ''));
  expect(await href('link[rel="canonical"]')).toBe(path);
  expect(await href('link[rel="alternate"][hreflang="ne"]')).toBe(path);
  expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(english);
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(english);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ne_NP');

  // The switch leads to the same page in English, and is marked as English for screen readers.
  const toEnglish = page.getByRole('banner').locator('a[hreflang="en"]');
  await expect(toEnglish).toHaveAttribute('href', english);
  await expect(toEnglish).toHaveAttribute('lang', 'en');

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
