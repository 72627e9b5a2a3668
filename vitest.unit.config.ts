/**
 * The unit suites (npm run test:unit). vitest.config.ts runs them beside the story tests; on their own
 * they start from this file, since setting up the story project (Storybook's plugin, the browser
 * provider) cost every Vitest start about 6 CPU-s even when only the unit projects ran.
 */
import {
  configDefaults,
  defineConfig,
  mergeConfig,
  type TestProjectInlineConfiguration,
} from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Test files that replace a module (vi.mock) or reset the module registry: with a shared module graph
 * the replacement would leak into the next file, or arrive after the real module was already imported.
 */
const ownModuleGraph = [
  'src/features/consultation/submitConsultation.test.ts',
  'src/lib/supabaseClient.test.ts',
];

const unitTests = {
  // Most files test servers, databases and content: a DOM per file (jsdom) cost them about 30 s of a
  // run. A file that renders or reads the DOM says `// @vitest-environment jsdom` on its first line.
  environment: 'node',
  include: [
    'src/**/*.test.{ts,tsx}',
    'theme/**/*.test.{ts,tsx}',
    'server/**/*.test.ts',
    'tests/**/*.test.{ts,tsx}',
  ],
  setupFiles: ['tests/setup.ts'],
  globalSetup: ['tests/db/templateGlobalSetup.ts'],
  restoreMocks: true,
  // One file at a time. Side by side (three workers) the suite took longer and a half more CPU on the
  // 2-core machine, alone 221 s and 389 CPU-s against 186 s and 242 CPU-s: its heavy files start
  // PGlite and child processes, and two of them at once fight over memory and the cores. In `npm test`
  // the cores it leaves go to the story tests, the build and lint beside it.
  fileParallelism: false,
  // Property tests run thousands of cases: on a loaded 2-core machine 5 s is not enough.
  testTimeout: 20_000,
};

export const resolvedViteConfig =
  typeof viteConfig === 'function' ? viteConfig({ command: 'serve', mode: 'test' }) : viteConfig;

export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      ...unitTests,
      name: 'unit',
      exclude: [...configDefaults.exclude, ...ownModuleGraph],
      // Files share a worker's module graph: each re-importing PGlite, Vite, MUI and the server
      // modules cost more than a tenth of the suite (3:45 → 2:58 on the 2-core machine).
      isolate: false,
    },
  },
  {
    extends: true,
    test: { ...unitTests, name: 'unit-isolated', include: ownModuleGraph },
  },
];

export default mergeConfig(resolvedViteConfig, defineConfig({ test: { projects: unitProjects } }));
