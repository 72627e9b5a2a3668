/**
 * The people who may sign an article, by the name its frontmatter gives (`author:`). Kept free of
 * imports so the build's article loader (scripts/blog/) and the editor's config can read it too.
 */
export const blogAuthorNames = ['Sujata Karki', 'Bibek Thapa', 'Rupantaran AI Team'] as const;

export type BlogAuthorName = (typeof blogAuthorNames)[number];
