import { latinWordsAllowed } from '../../src/content/ne/glossary';
import { legalRoutes, specRoutes } from '../../tests/fixtures/specRoutes';

/** Every English page's Nepali twin, from the spec's route list (independent of the route table). */
export const nepaliPages = [...specRoutes, ...legalRoutes].map((english) => ({
  english,
  path: english === '/' ? '/ne' : `/ne${english}`,
}));

const allowed = new Set(latinWordsAllowed.map((word) => word.toLowerCase()));

/**
 * The share of a page's visible letters that are Latin outside the glossary's kept terms: a page
 * whose copy was left in English scores high. Names from the site's configuration (the brand, the
 * founder) are passed in, as they legitimately stay in Latin script.
 */
export function untranslatedShare(
  text: string,
  extraAllowed: readonly string[] = [],
): {
  share: number;
  words: string[];
} {
  const extra = new Set(extraAllowed.flatMap((name) => name.toLowerCase().split(/\s+/)));
  const latinWords = text.match(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  const strays = latinWords.filter((word) => {
    const bare = word.toLowerCase().replace(/[.'’]+$/, '');
    return !allowed.has(bare) && !extra.has(bare) && !/^[a-z]$/.test(bare);
  });
  const devanagariLetters = (text.match(/[\u0900-\u097F]/g) ?? []).length;
  const strayLetters = strays.join('').length;
  return { share: strayLetters / Math.max(1, strayLetters + devanagariLetters), words: strays };
}
