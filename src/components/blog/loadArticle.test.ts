import { describe, expect, it } from 'vitest';
import { loadArticle } from './loadArticle';

describe('loadArticle', () => {
  it('hands out one promise per article, so use() never sees a new one', async () => {
    const first = loadArticle('ai-agents-guide');
    expect(loadArticle('ai-agents-guide')).toBe(first);
    expect(loadArticle('productivity-boost')).not.toBe(first);
    await expect(first).resolves.toMatchObject({ id: 'ai-agents-guide' });
  });

  it('resolves every article to the post it was asked for', async () => {
    for (const id of ['productivity-boost', 'nepali-businesses-automation'] as const) {
      await expect(loadArticle(id)).resolves.toMatchObject({ id });
    }
  });
});
