// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  holdBackClass,
  holdBackCss,
  laterStylesheetsMarkup,
  markEnclosingElements,
} from '../scripts/laterStylesheets';

const sheets = ['/assets/site-x.css', '/assets/devanagari-x.css'];

/** Runs the loader's code; it marks <html> while the rest of the page waits. */
function runLoader(markup: string): DOMTokenList {
  const [, code = ''] = /^<script data-fs>([^<]*)<\/script>/.exec(markup) ?? [];
  new Function(code)();
  return document.documentElement.classList;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the stylesheets a page takes after its first paint', () => {
  it('links them all without JavaScript, at the place where the first screen ends', () => {
    expect(laterStylesheetsMarkup(sheets)).toContain(
      '<noscript><link rel="stylesheet" href="/assets/site-x.css"><link rel="stylesheet" href="/assets/devanagari-x.css"></noscript>',
    );
    expect(laterStylesheetsMarkup([])).toBe('');
  });

  it('holds back what follows until the site stylesheet has arrived, and adds both after the paint', () => {
    // jsdom reports no paint entries, so the loader falls back to the load event.
    const classes = runLoader(laterStylesheetsMarkup(sheets));
    expect(classes.contains(holdBackClass)).toBe(true);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('load'));
    const links = Array.from(document.head.querySelectorAll('link'), (link) => link.getAttribute('href'));
    expect(links).toEqual(sheets);
    // The Devanagari sheet arriving first releases nothing; the site's does.
    document.head.querySelectorAll('link')[1]?.dispatchEvent(new Event('load'));
    expect(classes.contains(holdBackClass)).toBe(true);
    document.head.querySelectorAll('link')[0]?.dispatchEvent(new Event('load'));
    expect(classes.contains(holdBackClass)).toBe(false);
  });

  it('shows the rest unstyled rather than never when the site stylesheet fails', () => {
    const classes = runLoader(laterStylesheetsMarkup(sheets));
    window.dispatchEvent(new Event('load'));
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
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
