/**
 * The layering rules (eslint.layers.js) run through ESLint's Node API over fixtures/, a miniature
 * source tree with one upward import and one cycle next to imports that are allowed. The main lint
 * ignores fixtures/, so its deliberate errors never fail `npm run lint`.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layersFor } from '../../eslint.layers.js';

const fixtures = new URL('fixtures/', import.meta.url).pathname;

/** Rule id and line of every problem, by file relative to fixtures/. */
let problems: Record<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
      ...layersFor(fixtures),
    ],
  });
  const results = await eslint.lintFiles(['.']);
  problems = Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(fixtures.length),
      result.messages.map((message) => `${message.ruleId ?? message.message}:${message.line}`),
    ]),
  );
});

describe('layering lint', () => {
  it('lints every fixture', () => {
    expect(Object.keys(problems).sort()).toEqual([
      'src/app/routes.ts',
      'src/components/Card.ts',
      'src/content/site.ts',
      'src/features/tax.ts',
      'src/features/total.ts',
      'src/lib/format.ts',
      'src/pages/Page.ts',
      'theme/tokens.ts',
    ]);
  });

  it('refuses an import from a higher layer', () => {
    expect(problems['src/components/Card.ts']).toEqual(['import-x/no-restricted-paths:4']);
  });

  it('refuses an import cycle, on both sides', () => {
    expect(problems['src/features/total.ts']).toEqual(['import-x/no-cycle:2']);
    expect(problems['src/features/tax.ts']).toEqual(['import-x/no-cycle:1']);
  });

  it('accepts imports from the same or a lower layer', () => {
    for (const file of [
      'src/app/routes.ts',
      'src/content/site.ts',
      'src/lib/format.ts',
      'src/pages/Page.ts',
      'theme/tokens.ts',
    ])
      expect(problems[file], file).toEqual([]);
  });
});
