import { afterEach, expect } from 'vitest';
import { configure } from 'storybook/test';
import { darkContrastViolations } from './darkContrast';

// npm test runs the stories beside the unit suite on two cores: a menu that opens in 1.2 s there is
// not a defect, so findBy*/waitFor wait up to 5 s (a story that never shows it still fails).
configure({ asyncUtilTimeout: 5_000 });

/**
 * Each story runs once, in the light scheme, with full axe (the a11y addon); then its final state is
 * checked for contrast in the dark scheme (see darkContrast.ts).
 */
afterEach(async (context) => {
  const { story } = context as {
    story?: { parameters: { a11y?: Parameters<typeof darkContrastViolations>[0] } };
  };
  if (!story || context.task.result?.state === 'fail') return;
  expect(await darkContrastViolations(story.parameters.a11y), 'dark scheme contrast').toEqual([]);
});
