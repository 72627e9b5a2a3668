import { blogArticles } from '../../content/blog/posts';
import type { BlogArticle, BlogPostId } from '../../content/types';
import { track } from '../../lib/trackedPromise';

const pending = new Map<BlogPostId, Promise<BlogArticle>>();

/**
 * One promise per article for the life of the page, so React's `use()` sees the same promise on
 * every render (prerender, hydration, later visits) and a hover can start the download early.
 */
export function loadArticle(id: BlogPostId): Promise<BlogArticle> {
  let promise = pending.get(id);
  if (!promise) {
    promise = track(blogArticles[id]());
    pending.set(id, promise);
    // A failed chunk download may succeed on the next visit; don't keep the rejection forever.
    promise.catch(() => pending.delete(id));
  }
  return promise;
}
