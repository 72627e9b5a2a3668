import { expect, test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { watchCspAndNetwork } from './support/pageVisit';
import { sitePages } from './support/routes';
import { expectEnglishPageInShell } from './support/shellChecks';

// One visit per route checks all of this: page loads are where the e2e run's time goes.
test.describe('every English page: in the shell, under the CSP, and axe-clean in both schemes', () => {
  for (const route of sitePages) {
    test(`${route.path} renders in the shell with no violations`, async ({ page, axe }) => {
      const visit = await watchCspAndNetwork(page);
      await expectAccessibleInBothSchemes(page, axe, route.path);
      await expectEnglishPageInShell(page, route);
      expect(await visit.problems(), 'CSP violations and off-site requests').toEqual([]);
    });
  }
});
