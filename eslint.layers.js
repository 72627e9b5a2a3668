/**
 * The source tree's layers, enforced. Lowest first:
 *
 *   theme/                          imports nothing from src/
 *   src/content/, src/lib/          the foundation: may import theme/ and each other
 *   src/components/                 may import the foundation
 *   src/features/                   may import components and the foundation
 *   src/pages/                      may import features, components and the foundation
 *   src/app/                        may import everything below
 *   src/entry-*.tsx                 the entries; nothing imports them
 *
 * A layer imports only from its own folder or the layers below it. Stories and tests follow the same
 * rules (none needs an exception: the page stories' shell lives in .storybook/, outside the layers).
 * Cycles are refused everywhere in the layered tree, within a layer too.
 *
 * Kept in a file of its own so tests/lint/ can run exactly these rules over its fixtures.
 */
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const above = {
  content: ['src/components', 'src/features', 'src/pages', 'src/app', 'src/entry-*.tsx'],
  components: ['src/features', 'src/pages', 'src/app', 'src/entry-*.tsx'],
  features: ['src/pages', 'src/app', 'src/entry-*.tsx'],
  pages: ['src/app', 'src/entry-*.tsx'],
  app: ['src/entry-*.tsx'],
};

/** `from` may not mix globs and folders, so every entry is a glob. */
const globs = (folders) => folders.map((folder) => (folder.includes('*') ? folder : `${folder}/**`));

const zone = (target, from, message) => ({ target, from: globs(from), message });

/** The rules for a tree rooted at `root` (zones are paths under it; ESLint's cwd does not matter). */
export const layersFor = (root) => [
  {
    files: ['src/**/*.{ts,tsx}', 'theme/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files too: only files with these extensions, with this parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            zone('theme/**', ['src'], 'theme/ is the lowest layer: it imports nothing from src/.'),
            zone(
              ['src/content/**', 'src/lib/**'],
              above.content,
              'content/ and lib/ import only theme/ and each other.',
            ),
            zone('src/components/**', above.components, 'components/ import only content/, lib/ and theme/.'),
            zone(
              'src/features/**',
              above.features,
              'features/ import only components/ and the layers below.',
            ),
            zone(
              'src/pages/**',
              above.pages,
              'pages/ import only features/, components/ and the layers below.',
            ),
            zone('src/app/**', above.app, 'Nothing imports an entry.'),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];

export const layering = layersFor(import.meta.dirname);
