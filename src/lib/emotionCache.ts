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

/**
 * The ids of the rules a prerendered page already has: its elements' classes. Emotion reads them from
 * its style tag's attribute, but the page names each in its markup already, and as random hashes they
 * cost more than anything else in the attribute; scripts/siteStyles.ts leaves them out.
 */
export function prerenderedRuleIds(document: Document, key = emotionCacheKey): Set<string> {
  const prefix = `${key}-`;
  const ids = new Set<string>();
  for (const element of Array.from(document.querySelectorAll(`[class*="${prefix}"]`)))
    for (const name of Array.from(element.classList))
      if (name.startsWith(prefix)) ids.add(name.slice(prefix.length));
  return ids;
}

/**
 * `speedy` writes rules through the CSSOM into one sheet (Emotion's default in production builds). In
 * the browser the rules the page came with count as inserted: Emotion never compiles them again while
 * islands hydrate.
 */
export function createEmotionCache({ speedy }: { speedy?: boolean } = {}): EmotionCache {
  const cache = createCache({ key: emotionCacheKey, stylisPlugins: [webkitPrefixer], speedy });
  if (typeof document !== 'undefined')
    for (const id of prerenderedRuleIds(document)) cache.inserted[id] = true;
  return cache;
}
