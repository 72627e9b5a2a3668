/**
 * Resolves in a task of its own, after the browser has had a turn: a long start-up split at these
 * points blocks input and rendering for a few short tasks rather than one long one.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
