import type { Page } from '@playwright/test';
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

/**
 * What a Nepali page gives its readers as words: the visible text and the accessible names
 * (aria-label, alt, title, placeholder…), including words written in components, which the content
 * test (tests/content/nepali.test.ts) never sees. Parts marked as another language (the switch's
 * `lang="en"`) are left out, as are e-mail addresses, web addresses, code identifiers
 * (`consultation_submissions`), digit masks (`९८XXXXXXXX`) and quotations with no Devanagari in them
 * (Romanised Nepali quoted as an example: “kati ho?”).
 */
export async function nepaliReadableText(page: Page): Promise<string> {
  const parts = await page.evaluate(() => {
    const inNepali = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? '') === 'ne';
    const found: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Upper case in HTML, lower case in SVG (an SVG's own <style>).
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName.toUpperCase()))
        continue;
      if (!inNepali(parent) || !parent.checkVisibility()) continue;
      found.push(node.textContent ?? '');
    }
    const named = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'alt',
      'title',
      'placeholder',
    ];
    for (const element of document.body.querySelectorAll(named.map((name) => `[${name}]`).join(','))) {
      if (!inNepali(element)) continue;
      for (const name of named) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  return parts
    .join('\n')
    .replace(/\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:ai|com|np|org|net)\b/g, ' ')
    .replace(/\b\w*_\w*\b/g, ' ')
    .replace(/[\u0966-\u096F0-9]+X{3,}/g, ' ')
    .replace(/[“"][^”"\p{Script=Devanagari}]*[”"]/gu, ' ');
}
