import { configure } from 'storybook/test';

// npm test runs the stories beside the unit suite on two cores: a menu that opens in 1.2 s there is
// not a defect, so findBy*/waitFor wait up to 5 s (a story that never shows it still fails).
// The dark-scheme contrast check is in preview.tsx's afterEach, where the story is still rendered.
configure({ asyncUtilTimeout: 5_000 });
