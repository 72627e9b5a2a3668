import { describe, expect, it } from 'vitest';
import { relatedPosts } from './relatedPosts';
import { blogPosts } from '../../content/blog/posts';
import type { BlogPostSummary } from '../../content/types';

const post = (
  id: BlogPostSummary['id'],
  title: string,
  author: string,
  date: string,
  excerpt = '',
): BlogPostSummary => ({ id, title, author, date, excerpt, readTime: 5 });

describe('relatedPosts', () => {
  const posts = [
    post('productivity-boost', 'Chatbots for customer service', 'A', '2024-03-28'),
    post('ai-agents-guide', 'Agents with tools', 'B', '2024-03-21'),
    post('ai-transformation-model', 'Customer chatbots and agents', 'C', '2024-03-14'),
    post('ai-guide-for-nepali-professionals', 'Spreadsheets', 'A', '2024-03-07'),
    post('nepali-businesses-automation', 'Payments', 'D', '2024-03-01'),
  ];

  it('ranks shared keywords and the same author first, then the newest', () => {
    // transformation-model shares "chatbot" and "customer" (2); the guide shares the author (2) but is
    // older; agents-guide shares nothing but is the newest of the rest.
    expect(relatedPosts('productivity-boost', posts)).toEqual([
      'ai-transformation-model',
      'ai-guide-for-nepali-professionals',
      'ai-agents-guide',
    ]);
  });

  it('never suggests the post itself and honours the count', () => {
    expect(relatedPosts('ai-agents-guide', posts, 2)).toHaveLength(2);
    expect(relatedPosts('ai-agents-guide', posts)).not.toContain('ai-agents-guide');
    expect(relatedPosts('ai-agents-guide', posts.slice(0, 1))).toEqual([]);
  });

  it('suggests 2–3 distinct other posts for every real article', () => {
    for (const { id } of blogPosts) {
      const related = relatedPosts(id, blogPosts);
      expect(related.length).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(new Set(related).size).toBe(related.length);
      expect(related).not.toContain(id);
    }
  });
});
