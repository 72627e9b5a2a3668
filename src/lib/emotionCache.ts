import createCache, { type EmotionCache } from '@emotion/cache';

/** One key for server and client, so the client adopts the prerendered style tags instead of duplicating them. */
export const emotionCacheKey = 'rp';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: emotionCacheKey });
}
