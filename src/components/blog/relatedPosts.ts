import type { BlogPostId, BlogPostSummary } from '../../content/types';

/** Words too common in this blog to say two posts are about the same thing. */
const commonWords = new Set(
  (
    'about after also and are can for from how into its more not now our start that the their them ' +
    'this what when where which who why will with without you your work nepali nepal ai'
  ).split(' '),
);

function keywords(post: BlogPostSummary): Set<string> {
  const words = `${post.title} ${post.excerpt}`.toLowerCase().match(/[a-z]+/g) ?? [];
  // A crude stem (agents → agent) so singular and plural meet.
  return new Set(
    words.filter((word) => word.length > 3 && !commonWords.has(word)).map((word) => word.replace(/s$/, '')),
  );
}

/**
 * The posts to suggest after `id`: those sharing most keywords with it (title and excerpt), the same
 * author counting as two shared keywords, ties going to the newer post. Pass the English summaries:
 * the choice is then the same in every language.
 */
export function relatedPosts(id: BlogPostId, posts: readonly BlogPostSummary[], count = 3): BlogPostId[] {
  const current = posts.find((post) => post.id === id);
  if (!current) return [];
  const own = keywords(current);
  const score = (post: BlogPostSummary) =>
    [...keywords(post)].filter((word) => own.has(word)).length + (post.author === current.author ? 2 : 0);
  return posts
    .filter((post) => post.id !== id)
    .map((post) => ({ post, score: score(post) }))
    .sort(
      (a, b) =>
        b.score - a.score || b.post.date.localeCompare(a.post.date) || a.post.id.localeCompare(b.post.id),
    )
    .slice(0, count)
    .map(({ post }) => post.id);
}
