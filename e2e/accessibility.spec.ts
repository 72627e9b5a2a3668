import { expect, test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { watchCspAndNetwork } from './support/pageVisit';
import { inRunsOf, sitePages } from './support/routes';
import { expectConsultationWithinReach, expectEnglishPageInShell } from './support/shellChecks';

// One visit per route checks all of this, and a run of routes shares one browser page: page loads are
// where the e2e run's time goes.
test.describe('every English page: in the shell, under the CSP, axe-clean in both schemes, the consultation one tap away on a phone', () => {
  for (const routes of inRunsOf(8, sitePages)) {
    test(`${routes.map((route) => route.path).join(', ')} render in the shell with no violations`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(routes.length * 20_000);
      const desktop = page.viewportSize();
      const visit = await watchCspAndNetwork(page);
      for (const route of routes) {
        await test.step(route.path, async () => {
          await expectAccessibleInBothSchemes(page, axe, route.path);
          await expectEnglishPageInShell(page, route);
          // The same page at a phone's width: the header's layout follows the viewport, no reload needed.
          await page.setViewportSize({ width: 390, height: 844 });
          await page.evaluate(() => window.scrollTo(0, 0));
          await expectConsultationWithinReach(page, route.path, '/consultation');
          expect(await visit.problems(), 'CSP violations and off-site requests').toEqual([]);
          // The next route starts as a first visit would: desktop width, no stored colour scheme.
          if (desktop) await page.setViewportSize(desktop);
          await page.evaluate(() => localStorage.clear());
        });
      }
    });
  }
});
