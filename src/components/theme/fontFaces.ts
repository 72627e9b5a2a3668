import { fontFaceCss, latinFontFaceCss, nepaliFirstScreenFontFaceCss } from '../../../theme/fonts';

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
 * The page's @font-face rules. A prerendered page inlines only its first screen's (`firstScreenOf`
 * its language): English pages leave out Devanagari, Nepali pages the full Devanagari font and Latin;
 * the page's loader declares them after the first paint (scripts/laterStylesheets.ts).
 */
export function fontFacesStyleTag({ firstScreenOf }: { firstScreenOf?: string } = {}): string {
  const css =
    firstScreenOf === undefined
      ? fontFaceCss
      : firstScreenOf === 'ne'
        ? nepaliFirstScreenFontFaceCss
        : latinFontFaceCss;
  return `<style id="${fontFacesStyleId}">${css}</style>`;
}
