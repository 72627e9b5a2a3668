/**
 * Story-only helpers for src/pages/*.stories.tsx: a page is reviewed inside the real app shell
 * (header, main, footer) at the widths it is designed for. It lives here, outside the source layers,
 * because it reaches up into src/app, which pages may not (eslint.layers.js).
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Layout } from '../src/app/layout/Layout';
import { contentFor, type SiteContent } from '../src/content/localized';
import { localizedPath } from '../src/lib/i18n/locale';
import { localeOf } from './decorators';

/** The copy in the story's language (the toolbar's). */
export function storyContent(globals: Record<string, unknown>): SiteContent {
  return contentFor(localeOf(globals.locale));
}

/** A site path as the story's language links to it (`/` → `/ne`). */
export function storyPath(globals: Record<string, unknown>, path: string): string {
  return localizedPath(path, localeOf(globals.locale));
}

/** The page as the router would show it: inside Layout, whose Suspense covers lazy content. */
export function PageInLayout({ page }: { page: ReactElement }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>
  );
}

export const desktopViewport = { viewport: { value: 'desktop', isRotated: false } };
export const phoneViewport = { viewport: { value: 'phone', isRotated: false } };

/**
 * What every page owes its visitors: one main landmark holding exactly one h1 (found once any lazy
 * content has loaded), and nothing wider than the screen. The e2e sweeps (e2e/accessibility.spec.ts,
 * e2e/nepali-accessibility.spec.ts) check the same on every built page; the page stories run with the
 * story tests too (16 tests, about 5 s), so what their play functions assert about each page cannot
 * rot unnoticed in the stories designers review.
 */
export async function expectWellFormedPage(
  canvasElement: HTMLElement,
  title: string | RegExp,
): Promise<void> {
  const canvas = within(canvasElement);
  const main = canvas.getByRole('main');
  await expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
