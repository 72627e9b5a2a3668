import { describe, expect, it } from 'vitest';
import { blogArticles } from '../../content/blog/posts';
import { loadArticle } from './loadArticle';

describe('loadArticle', () => {
  it('hands out one promise per article and language, so use() never sees a new one', async () => {
    const first = loadArticle('en:ai-agents-guide', blogArticles['ai-agents-guide']);
    expect(loadArticle('en:ai-agents-guide', blogArticles['ai-agents-guide'])).toBe(first);
    expect(loadArticle('en:productivity-boost', blogArticles['productivity-boost'])).not.toBe(first);
    await expect(first).resolves.toMatchObject({ id: 'ai-agents-guide' });
  });

  it('forgets a failed load, so the next render tries again', async () => {
    const failing = loadArticle('en:broken', () => Promise.reject(new Error('offline')));
    await expect(failing).rejects.toThrow('offline');
    expect(loadArticle('en:broken', blogArticles['productivity-boost'])).not.toBe(failing);
  });
});
