import { expect, test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { watchCspAndNetwork } from './support/pageVisit';
import { sitePages } from './support/routes';
import { expectConsultationWithinReach, expectEnglishPageInShell } from './support/shellChecks';

// One visit per route checks all of this: page loads are where the e2e run's time goes.
test.describe('every English page: in the shell, under the CSP, axe-clean in both schemes, the consultation one tap away on a phone', () => {
  for (const route of sitePages) {
    test(`${route.path} renders in the shell with no violations`, async ({ page, axe }) => {
      const visit = await watchCspAndNetwork(page);
      await expectAccessibleInBothSchemes(page, axe, route.path);
      await expectEnglishPageInShell(page, route);
      // The same page at a phone's width: the header's layout follows the viewport, no reload needed.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectConsultationWithinReach(page, route.path, '/consultation');
      expect(await visit.problems(), 'CSP violations and off-site requests').toEqual([]);
    });
  }
});
