import { expect, test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { textCutOffAtTheRight } from './support/layout';
import { nepaliPages } from './support/nepali';

// At a phone's width, where Nepali's longer words are likeliest to break a layout; the English pages'
// axe run is at desktop width, so the components are checked at both.
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

test.describe('axe on Nepali pages at phone width in the light and the dark scheme', () => {
  for (const { path } of nepaliPages) {
    test(`${path} has no violations and no text cut off`, async ({ page, axe }) => {
      await expectAccessibleInBothSchemes(page, axe, path);
      expect(await textCutOffAtTheRight(page)).toEqual([]);
    });
  }
});
