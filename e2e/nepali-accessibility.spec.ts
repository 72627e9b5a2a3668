import { expect, test } from './support/fixtures';
import { expectAccessibleBesideItsTwin } from './support/axeSchemes';
import { controlsTooShortForTheirText } from './support/layout';
import { nepaliPages } from './support/nepali';
import { watchCspAndNetwork } from './support/pageVisit';
import { inRunsOf } from './support/routes';
import { expectConsultationWithinReach, expectNepaliTwin } from './support/shellChecks';

// At a phone's width, where Nepali's longer words are likeliest to break a layout; the English pages'
// axe run is at desktop width, so the components are checked at both.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

// One visit per route checks all of this, and a run of routes shares one browser page: page loads are
// where the e2e run's time goes.
test.describe('every Nepali page at phone width: the twin of its English page, axe-clean (contrast in both schemes is checked on the English twin)', () => {
  for (const routes of inRunsOf(8, nepaliPages)) {
    test(`${routes.map((route) => route.path).join(', ')}: Nepali twins with no violations, nothing cut off and the consultation in reach`, async ({
      page,
      axe,
    }) => {
      test.setTimeout(routes.length * 20_000);
      const visit = await watchCspAndNetwork(page);
      for (const { path, english } of routes) {
        await test.step(path, async () => {
          await expectAccessibleBesideItsTwin(page, axe, path);
          await expectNepaliTwin(page, path, english);
          await expectConsultationWithinReach(page, path, '/ne/consultation');
          expect(await controlsTooShortForTheirText(page), 'form controls cutting off their text').toEqual(
            [],
          );
          expect(await visit.problems(), 'CSP violations and off-site requests').toEqual([]);
        });
      }
    });
  }
});
