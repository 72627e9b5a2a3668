import { test, expect } from './support/fixtures';
import { inRunsOf, sitePages } from './support/routes';

const headerLinks = ['Home', 'AI Academy', 'Blog', 'Pricing', 'Get Consultation'];

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const group of inRunsOf(8, sitePages)) {
    test(`${group.map((route) => route.path).join(', ')} show their content, header and footer links`, async ({
      page,
    }) => {
      for (const route of group) {
        await test.step(route.path, async () => {
          await page.goto(route.path);
          // The page as it stands once loaded (no script will change it), read in one pass. Shown means
          // what toBeVisible means: a box, and not visibility:hidden, so text inside <div hidden>
          // (React's streaming fallback) fails this.
          const shown = await page.evaluate((names) => {
            const isShown = (element: Element | null | undefined) =>
              element instanceof HTMLElement &&
              element.checkVisibility({ visibilityProperty: true }) &&
              element.getClientRects().length > 0;
            const shownLinkNamed = (root: Element | null, name: string) =>
              [...(root?.querySelectorAll('a') ?? [])].some(
                (link) =>
                  (link.getAttribute('aria-label') ?? link.textContent ?? '').trim() === name &&
                  isShown(link),
              );
            const h1 = document.querySelectorAll('h1');
            const header = document.querySelector('header');
            return {
              h1: [...h1].map((heading) => [heading.textContent?.trim(), isShown(heading)]),
              main: isShown(document.querySelector('main')),
              title: document.title,
              header: names.filter((name) => shownLinkNamed(header, name)),
              footer: shownLinkNamed(document.querySelector('footer'), 'Our Story'),
            };
          }, headerLinks);
          expect(shown).toEqual({
            h1: [[route.h1, true]],
            main: true,
            title: route.title,
            header: headerLinks,
            footer: true,
          });
        });
      }
    });
  }
});
