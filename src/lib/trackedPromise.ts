/** A promise carrying React's thenable status fields, which `use()` reads synchronously. */
export type TrackedPromise<T> = Promise<T> &
  ({ status?: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

/**
 * Marks a promise with its outcome the way React's `use()` expects, so a promise that has already
 * settled (e.g. a chunk preloaded before hydration) is read synchronously instead of suspending.
 * Suspending during hydration lets a context update above the boundary throw away the server HTML,
 * which shows the fallback and shifts the whole layout.
 */
export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status === undefined) {
    Object.assign(tracked, { status: 'pending' });
    promise.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
    );
  }
  return tracked;
}
