import { fontFaceCss, latinFontFaceCss } from '../../../theme/fonts';

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
 * The page's @font-face rules. `withoutDevanagari` on prerendered English pages, whose Devanagari
 * faces come with the site's stylesheet after the first paint (theme/fonts.ts `latinFontFaceCss`).
 */
export function fontFacesStyleTag({
  withoutDevanagari = false,
}: { withoutDevanagari?: boolean } = {}): string {
  return `<style id="${fontFacesStyleId}">${withoutDevanagari ? latinFontFaceCss : fontFaceCss}</style>`;
}
