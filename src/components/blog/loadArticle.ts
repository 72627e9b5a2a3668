import { blogArticles } from '../../content/blog/posts';
import type { BlogArticle, BlogPostId } from '../../content/types';

const pending = new Map<BlogPostId, Promise<BlogArticle>>();

/** One promise per article, so React's `use()` sees the same promise on every render of the page. */
export function loadArticle(id: BlogPostId): Promise<BlogArticle> {
  let promise = pending.get(id);
  if (!promise) {
    promise = blogArticles[id]();
    pending.set(id, promise);
    // A failed chunk download may succeed on the next visit; don't keep the rejection forever.
    promise.catch(() => pending.delete(id));
  }
  return promise;
}
