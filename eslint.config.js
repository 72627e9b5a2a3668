import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { layering } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'coverage',
      'node_modules',
      '.data',
      'bench/out',
      'test-results',
      'playwright-report',
      // Deliberately broken imports that tests/lint/ lints with the layering rules alone.
      'tests/lint/fixtures',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Icons from the package root pull every icon into the bundle; the barrel is only allowed for types.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mui/icons-material',
              allowTypeImports: true,
              message: 'Import icons by path: @mui/icons-material/Name',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'theme/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  // Layers and cycles: see eslint.layers.js.
  ...layering,
  ...storybook.configs['flat/recommended'],
);
