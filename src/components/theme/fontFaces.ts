import {
  fontFaceCss,
  fontFaceCssFor,
  latinFontFaceCss,
  nepaliFirstScreenFontFaceCss,
} from '../../../theme/fonts';

export const fontFacesStyleId = 'rp-font-faces';

/**
 * The @font-face rules live in a plain <style> that Emotion never manages: Emotion's <Global>
 * removes and re-inserts its styles on hydration, and re-inserting @font-face makes the browser
 * drop back to the fallback font for a moment, which reflows (and shifts) every text block.
 * The prerender writes the same tag into the HTML; in dev, Storybook and tests it is added here.
 */
export function ensureFontFaces(): void {
  if (typeof document === 'undefined' || document.getElementById(fontFacesStyleId)) return;
  const style = document.createElement('style');
  style.id = fontFacesStyleId;
  style.textContent = fontFaceCss;
  document.head.prepend(style);
}

/**
 * The page's @font-face rules: every face a page in `lang` uses (`fontFaceCssFor`), as the dev server
 * serves it, or with `firstScreenOnly` those a prerendered page inlines for its first screen: English
 * pages leave out Devanagari, Nepali pages the full Devanagari font; the page's loader declares them
 * later (scripts/laterStylesheets.ts).
 */
export function fontFacesStyleTag({
  lang,
  firstScreenOnly = false,
}: { lang?: string; firstScreenOnly?: boolean } = {}): string {
  const css = !firstScreenOnly
    ? fontFaceCssFor(lang)
    : lang === 'ne'
      ? nepaliFirstScreenFontFaceCss
      : latinFontFaceCss;
  return `<style id="${fontFacesStyleId}">${css}</style>`;
}
