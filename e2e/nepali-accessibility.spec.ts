import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axeSchemes';
import { controlsTooShortForTheirText, textCutOffAtTheRight } from './support/layout';
import { nepaliPages } from './support/nepali';
import { watchCspAndNetwork } from './support/pageVisit';
import { expectConsultationWithinReach, expectNepaliTwin } from './support/shellChecks';

// At a phone's width, where Nepali's longer words are likeliest to break a layout; the English pages'
// axe run is at desktop width, so the components are checked at both.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

// One visit per route checks all of this: page loads are where the e2e run's time goes.
test.describe('every Nepali page at phone width: the twin of its English page, axe-clean (the dark pass runs on the English twin)', () => {
  for (const { path, english } of nepaliPages) {
    test(`${path} is the Nepali twin of ${english}, with no violations, nothing cut off and the consultation in reach`, async ({
      page,
      axe,
    }) => {
      const visit = await watchCspAndNetwork(page);
      await expectAccessible(page, axe, path);
      await expectNepaliTwin(page, path, english);
      await expectConsultationWithinReach(page, path, '/ne/consultation');
      expect(await textCutOffAtTheRight(page)).toEqual([]);
      expect(await controlsTooShortForTheirText(page), 'form controls cutting off their text').toEqual([]);
      expect(await visit.problems(), 'CSP violations and off-site requests').toEqual([]);
    });
  }
});
