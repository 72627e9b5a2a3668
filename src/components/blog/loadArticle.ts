import type { BlogArticle } from '../../content/types';

const pending = new Map<string, Promise<BlogArticle>>();

/** One promise per article and language, so React's `use()` sees the same promise on every render. */
export function loadArticle(key: string, load: () => Promise<BlogArticle>): Promise<BlogArticle> {
  let promise = pending.get(key);
  if (!promise) {
    promise = load();
    pending.set(key, promise);
    // A failed import may succeed on the next render; don't keep the rejection forever.
    promise.catch(() => pending.delete(key));
  }
  return promise;
}
