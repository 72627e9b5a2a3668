import { test } from './support/fixtures';
import { expectAccessibleInBothSchemes } from './support/axeSchemes';
import { sitePages } from './support/routes';

test.describe('axe in the light and the dark scheme', () => {
  for (const route of sitePages) {
    test(`${route.path} has no violations`, async ({ page, axe }) => {
      await expectAccessibleInBothSchemes(page, axe, route.path);
    });
  }
});
