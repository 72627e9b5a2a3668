import { test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { nepaliPages } from './support/nepali';

test.describe('axe on Nepali pages in the light and the dark scheme', () => {
  for (const { path } of nepaliPages) {
    test(`${path} has no violations`, async ({ page, axe }) => {
      await expectAccessibleInBothSchemes(page, axe, path);
    });
  }
});
