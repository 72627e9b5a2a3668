import { describe, expect, it } from 'vitest';
import { blogArticles, blogPosts } from '../../content/blog/posts';
import { site } from '../../content/site';
import type { BlogArticle } from '../../content/types';
import { blogPostingJsonLd } from './blogPostingJsonLd';

function articleOf(id: string): BlogArticle {
  const article = blogArticles[id];
  if (!article) throw new Error(`no article ${id}`);
  return article;
}

describe('blogPostingJsonLd', () => {
  it.each(blogPosts.map((post) => post.id))('describes %s completely', (id) => {
    const article = articleOf(id);
    const data = blogPostingJsonLd(article, `/blog/${id}`);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.description,
      datePublished: article.date,
      author: { name: article.authorName },
      publisher: { '@type': 'Organization', name: site.name },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.origin}/blog/${id}` },
    });
    expect(data['image']).toBe(`${site.origin}/media/${article.heroImage.name}-1600.jpg`);
    // The JSON must survive a round trip unchanged: nothing undefined or non-serialisable.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('credits people as a Person and the team as the Organization', () => {
    const byPerson = blogPostingJsonLd(articleOf('productivity-boost'), '/blog/productivity-boost');
    const byTeam = blogPostingJsonLd(articleOf('ai-transformation-model'), '/blog/ai-transformation-model');
    expect(byPerson['author']).toEqual({ '@type': 'Person', name: 'Sujata Karki' });
    expect(byTeam['author']).toMatchObject({ '@type': 'Organization', name: 'Rupantaran AI Team' });
  });
});
