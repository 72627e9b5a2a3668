import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** One key for server and client, so the client adopts the prerendered style tags instead of duplicating them. */
export const emotionCacheKey = 'rp';

/**
 * The declarations browsers we support still need a `-webkit-` twin for (Safari and its iOS peers).
 * Emotion's default prefixer also writes `-ms-` and old flexbox syntaxes for browsers long gone: a
 * seventh of every page's inline CSS, parsed on every page load for nothing.
 */
const stillWebkitPrefixed = new Set(['backdrop-filter', 'user-select', 'hyphens', 'text-size-adjust']);

export const webkitPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return) return;
  if (typeof element.props === 'string' && stillWebkitPrefixed.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** `speedy` writes rules through the CSSOM into one sheet (Emotion's default in production builds). */
export function createEmotionCache({ speedy }: { speedy?: boolean } = {}): EmotionCache {
  return createCache({ key: emotionCacheKey, stylisPlugins: [webkitPrefixer], speedy });
}
