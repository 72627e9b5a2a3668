/**
 * Starts the app in steps, each in a task of its own: evaluating all of React, MUI and the app at once
 * would block the main thread for one long task (the page is already readable, so nothing is gained by
 * doing it in one go, and input would wait).
 */
import { nextTask } from './lib/nextTask';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  await import('react-dom/client');
  await nextTask();
  await import('@mui/material/styles');
  await nextTask();
  const { prepareTheme, startApp } = await import('./app/startApp');
  await nextTask();
  prepareTheme();
  await nextTask();
  await startApp(container);
}

void boot();
