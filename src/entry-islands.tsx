/**
 * The browser entry of prerendered pages: hydrates the page's islands (src/app/hydrateIslands.tsx).
 * Starts in steps, each in a task of its own, so no single task evaluates React and the islands at
 * once. The theme and MUI's styling come with the first island that uses them.
 */
import { nextTask } from './lib/nextTask';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { hydrateIslands } = await import('./app/hydrateIslands');
  await nextTask();
  await hydrateIslands(document);
}

void boot();
