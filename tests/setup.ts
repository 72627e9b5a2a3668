import { afterEach, beforeEach, inject, vi } from 'vitest';

// In-memory databases that server code opens here, and in the servers tests start, begin from the
// migrated template (tests/db/templateGlobalSetup.ts) instead of initdb and every migration.
process.env.LOCAL_DB_TEMPLATE ??= inject('pgliteTemplate');

// The DOM helpers only where there is a DOM: most files run in node, where loading React DOM and
// Testing Library served nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}

// React reports act() problems, key warnings and prop-type errors through console.error: make them fail the test.
// A test that expects an error can replace the spy with its own `vi.spyOn(console, 'error')`.
const originalError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error during test: ${args.map(String).join(' ').slice(0, 500)}`);
  });
});
