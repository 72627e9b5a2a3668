// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdBackClass,
  holdBackCss,
  lateFontWaitMs,
  laterStylesheetsMarkup,
  markEnclosingElements,
  type LateFace,
} from '../scripts/laterStylesheets';

const sheets = ['/assets/site-x.css', '/assets/fonts-x.css'];
const latin: LateFace = {
  family: 'Latin',
  url: '/latin.woff2',
  weight: '200 800',
  unicodeRange: 'U+0000-00FF',
  eager: true,
};
const faces: LateFace[] = [
  latin,
  { family: 'Full', url: '/full.woff2', weight: '100 900', unicodeRange: 'U+0900-097F', eager: false },
];

/** Lets the loader's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The CSS Font Loading API as far as the loader uses it (jsdom has none): faces record what happened
 * to them, and an eager face's load waits until the test lets it finish.
 */
function fontLoadingApi() {
  const added: string[] = [];
  const loading: (() => void)[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: Record<string, string>,
    ) {}
    load() {
      return new Promise<void>((resolve) => loading.push(resolve));
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      add: (face: FakeFontFace) => added.push(`${face.family} ${face.source} ${face.descriptors.weight}`),
    },
  });
  return { added, finishLoads: () => loading.forEach((resolve) => resolve()), loads: () => loading.length };
}

/**
 * Puts the markup in the page and runs the loader's code as the parser would, its element in place; it
 * marks <html> while the rest of the page waits.
 */
function runLoader(markup: string): DOMTokenList {
  document.body.insertAdjacentHTML('beforeend', markup);
  new Function(document.querySelector('script[data-fs]')?.textContent ?? '')();
  return document.documentElement.classList;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'fonts');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the stylesheets a page takes after its first paint', () => {
  it('links them all without JavaScript, at the place where the first screen ends', () => {
    expect(laterStylesheetsMarkup(sheets, faces)).toContain(
      '<noscript><link rel="stylesheet" href="/assets/site-x.css"><link rel="stylesheet" href="/assets/fonts-x.css"></noscript>',
    );
    expect(laterStylesheetsMarkup([])).toBe('');
  });

  it('is the same script on every page, so the CSP names one hash for it: what differs is in its attributes', () => {
    const scriptOf = (markup: string) => /<script[^>]*>([^<]*)<\/script>/.exec(markup)?.[1];
    const other = laterStylesheetsMarkup(['/assets/site-y.css'], [{ ...latin, eager: false }]);
    expect(scriptOf(laterStylesheetsMarkup(sheets, faces))).toBe(scriptOf(other));
    document.body.innerHTML = laterStylesheetsMarkup(sheets, [{ ...latin, family: "O'Brien & Co" }]);
    const element = document.querySelector<HTMLElement>('script[data-fs]');
    expect(JSON.parse(element?.dataset.sheets ?? '')).toEqual(sheets);
    expect(JSON.parse(element?.dataset.faces ?? '')).toEqual([
      ["O'Brien & Co", '/latin.woff2', '200 800', 'U+0000-00FF', 1],
    ]);
  });

  it('holds back what follows until the site stylesheet has arrived; without the font API it links the faces’ sheet', async () => {
    // jsdom reports no paint entries, so the loader falls back to the load event.
    const classes = runLoader(laterStylesheetsMarkup(sheets, faces));
    expect(classes.contains(holdBackClass)).toBe(true);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    const links = Array.from(document.head.querySelectorAll('link'), (link) => link.getAttribute('href'));
    expect(links).toEqual(sheets);
    // The faces' sheet arriving first releases nothing; the site's does.
    document.head.querySelectorAll('link')[1]?.dispatchEvent(new Event('load'));
    await settle();
    expect(classes.contains(holdBackClass)).toBe(true);
    document.head.querySelectorAll('link')[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(classes.contains(holdBackClass)).toBe(false);
  });

  it('declares the late faces after the paint and shows the rest once, with the site sheet and the eager fonts in', async () => {
    const fonts = fontLoadingApi();
    const classes = runLoader(laterStylesheetsMarkup(sheets, faces));
    expect(fonts.loads()).toBe(0);
    window.dispatchEvent(new Event('load'));
    // Only the site's sheet: the faces come through the API. Only the eager face is fetched now.
    expect(Array.from(document.head.querySelectorAll('link'), (link) => link.getAttribute('href'))).toEqual([
      sheets[0],
    ]);
    expect(fonts.loads()).toBe(1);
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    await settle();
    // The sheet is in, the eager font is not: still held, no face added yet (each would lay out the page again).
    expect([classes.contains(holdBackClass), fonts.added]).toEqual([true, []]);
    fonts.finishLoads();
    await settle();
    expect(classes.contains(holdBackClass)).toBe(false);
    expect(fonts.added).toEqual(['Latin url(/latin.woff2) 200 800', 'Full url(/full.woff2) 100 900']);
  });

  it('does not hold the rest back for a slow font for more than a moment', async () => {
    const fonts = fontLoadingApi();
    vi.useFakeTimers();
    const classes = runLoader(laterStylesheetsMarkup(sheets, faces));
    window.dispatchEvent(new Event('load'));
    document.head.querySelector('link')?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(lateFontWaitMs - 1);
    expect(classes.contains(holdBackClass)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(classes.contains(holdBackClass)).toBe(false);
    expect(fonts.added).toHaveLength(2);
  });

  it('shows the rest unstyled rather than never when the site stylesheet fails', async () => {
    const classes = runLoader(laterStylesheetsMarkup(sheets));
    window.dispatchEvent(new Event('load'));
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    await settle();
    expect(classes.contains(holdBackClass)).toBe(false);
  });

  it('marks every element around the loader, so CSS can reach the rest of the page without :has()', () => {
    const before = '<main><article><header><h1>T</h1><img src="x"><br/><svg><path d="M0"/></svg></header>';
    const after = '<section>later</section></article><footer>f</footer></main>';
    const marked = markEnclosingElements(`${before}${after}`, before.length);
    expect(marked).toBe(
      '<main data-fs><article data-fs><header><h1>T</h1><img src="x"><br/><svg><path d="M0"/></svg></header>' +
        after,
    );
    // A script's text is not markup.
    expect(markEnclosingElements('<div><script>x</script><p>a</p>', 25)).toBe(
      '<div data-fs><script>x</script><p>a</p>',
    );
  });

  it('makes the marked elements’ later siblings transparent while <html> carries the class', () => {
    document.body.innerHTML = markEnclosingElements(
      `<main><h1>T</h1>${laterStylesheetsMarkup(sheets)}<p id="next">n</p></main><footer id="foot">f</footer>`,
      '<main><h1>T</h1>'.length,
    );
    const style = document.createElement('style');
    style.textContent = holdBackCss;
    document.head.append(style);
    const opacity = (id: string) => getComputedStyle(document.getElementById(id) as Element).opacity;
    document.documentElement.classList.add(holdBackClass);
    expect([opacity('next'), opacity('foot')]).toEqual(['0', '0']);
    document.documentElement.classList.remove(holdBackClass);
    expect([opacity('next'), opacity('foot')]).toEqual(['1', '1']);
  });
});
