import { describe, expect, it } from 'vitest';
import { holdBackCss, laterStylesheetsMarkup } from '../scripts/laterStylesheets';
import {
  compactMediaQueries,
  firstPaintRules,
  firstScreenEnd,
  fontFacesDrawing,
  lateFontFaces,
  mergeNeighbours,
  shareFontStacks,
  withoutRepeatedRules,
  withoutShadowedDeclarations,
  shareCommonDeclarations,
  specificity,
  tighten,
  withoutAbsentStates,
  withoutUnusedKeyframes,
  pruneCustomProperties,
  pageStylesheets,
  splitPage,
  stylesheetFile,
  type PageStyles,
  type StyleChunk,
} from '../scripts/siteStyles';

const filler = '<p class="rp-text">words</p>'.repeat(120);

const page: PageStyles = {
  html:
    '<header class="rp-head"><div data-island="menu"><div><section class="rp-in">x</section></div></div></header>' +
    `<main><section class="rp-hero"><h1 class="rp-title">Title</h1></section><section class="rp-below">${filler}</section></main>`,
  styleChunks: [
    { key: 'rp-global', ids: ['base'], css: 'body{color:var(--rp-text);}' },
    {
      key: 'rp-global',
      ids: ['vars'],
      css: ':root{--rp-text:var(--rp-ink);--rp-ink:#111;--rp-unused:red;}[data-color-scheme="dark"]{--rp-ink:#eee;--rp-unused:blue;}',
    },
    { key: 'rp', ids: ['head', 'in', 'hero', 'title', 'below', 'text'], css: '' },
  ],
  rules: {
    head: '.rp-head{position:fixed;}.rp-head:hover{color:red;}@media print{.rp-head{display:none;}}',
    in: '.rp-in{margin:0;}',
    hero: '.rp-hero{min-height:100vh;}',
    title: '.rp-title{font-size:2rem;}@media (min-width:900px){.rp-title{font-size:3rem;}}',
    below: '.rp-below{padding:1rem;}',
    text: '.rp-text{margin:0;}',
  },
};

describe('the site stylesheet and each page’s first screen', () => {
  it('gives each page a stylesheet of the globals and its own rules, named by its content', () => {
    const [css = '', same] = pageStylesheets([page, page]);
    expect(css.startsWith('body{')).toBe(true);
    expect(css.match(/\.rp-below\{/g)).toHaveLength(1);
    expect(same).toBe(css);
    expect(stylesheetFile(css)).toMatch(/^assets\/site-[\w-]{10}\.css$/);
    expect(stylesheetFile(css)).not.toBe(stylesheetFile(`${css} `));
  });

  it('leaves out the rules a page does not draw with, and keeps the order they have across the site', () => {
    const rules = { ...page.rules, card: '.rp-card{color:blue;}', quote: '.rp-quote{color:green;}' };
    const drawing = (ids: string[]): PageStyles => ({
      ...page,
      rules,
      styleChunks: [page.styleChunks[0] as StyleChunk, { key: 'rp', ids, css: '' }],
    });
    // The quote was first rendered before the text: on one element with both, the text's rule wins.
    const [quoted, plain] = pageStylesheets([drawing(['quote', 'text']), drawing(['card', 'text', 'quote'])]);
    expect(quoted).toBe('body{color:var(--rp-text);}.rp-quote{color:green;}.rp-text{margin:0;}');
    expect(plain).toBe(
      'body{color:var(--rp-text);}.rp-quote{color:green;}.rp-text{margin:0;}.rp-card{color:blue;}',
    );
  });

  it('ends the first screen at the section after a hero, never inside an island', () => {
    const end = firstScreenEnd(page.html) as number;
    expect(page.html.slice(end)).toMatch(/^<section class="rp-below">/);
    expect(firstScreenEnd('<main><p>no heading</p></main>')).toBeUndefined();
    // Nor inside a <details>: the article's compact contents.
    const article = `<h1>T</h1>${filler}<details><summary>In this article</summary><h2>x</h2></details><section>`;
    expect(article.slice(firstScreenEnd(article))).toBe('<section>');
  });

  it('inlines only the first screen’s rules, without hover or print, and the variables they read', () => {
    const split = splitPage(page, ['/assets/site-x.css']);
    expect(split.headLink).toBe('');
    expect(split.html).toContain(
      `</section>${laterStylesheetsMarkup(['/assets/site-x.css'])}<section class="rp-below">`,
    );
    expect(split.styles).toContain(holdBackCss);
    expect(split.styles).toContain('.rp-head{position:fixed}');
    expect(split.styles).toContain('@media (min-width:900px){.rp-title{font-size:3rem}}');
    expect(split.styles).not.toContain(':hover');
    expect(split.styles).not.toContain('@media print');
    expect(split.styles).not.toContain('.rp-below');
    expect(split.styles).not.toContain('--rp-unused');
    expect(split.styles).toContain('--rp-ink:#eee');
    // Emotion in the browser learns every rule of the page is in place: those the page's classes name
    // from its markup (src/lib/emotionCache.ts), the rest, composed into other classes, from the tag.
    expect(split.styles).toContain('data-emotion="rp ">');
    const composed: PageStyles = {
      ...page,
      styleChunks: [
        ...page.styleChunks.slice(0, 2),
        { key: 'rp', ids: ['head', 'base-button', 'in'], css: '' },
      ],
    };
    expect(splitPage(composed, ['/assets/site-x.css']).styles).toContain('data-emotion="rp base-button">');
  });

  it('links the stylesheet in <head> where it cannot tell the first screen', () => {
    const split = splitPage({ ...page, html: '<main><p class="rp-text">x</p></main>' }, ['/s.css', '/d.css']);
    expect(split.headLink).toBe('<link rel="stylesheet" href="/s.css"><link rel="stylesheet" href="/d.css">');
    expect(split.html).not.toContain('<link');
  });

  it('keeps the custom properties read directly or through others', () => {
    expect(
      pruneCustomProperties(':root{--a:var(--b);--b:1px;--c:2px;color-scheme:light}', 'x{top:var(--a)}'),
    ).toBe(':root{--a:var(--b);--b:1px;color-scheme:light}');
  });

  it('drops interaction states and print from a rule, keeps the rest in order', () => {
    expect(
      firstPaintRules(
        '.a{b:c;}.a:hover{d:e;}.a.Mui-focusVisible{f:g;}@media (hover: hover){.a:hover{h:i;}}@media (min-width:0px){.a{j:k;}}',
      ),
    ).toBe('.a{b:c;}@media (min-width:0px){.a{j:k;}}');
  });

  it('drops a declaration the same property overrides later in the block, but a fallback', () => {
    expect(
      firstPaintRules(
        '.a{font-size:1rem;margin:0;font-size:1.125rem;height:100vh;height:100dvh;color:red!important;color:blue;display:-webkit-box;display:flex;}',
      ),
    ).toBe(
      '.a{margin:0;font-size:1.125rem;height:100vh;height:100dvh;color:red!important;color:blue;display:flex;}',
    );
  });

  it('drops what only shows once the visitor acts: fades, the pointer, selecting, a tap’s flash', () => {
    expect(
      firstPaintRules(
        '.a{color:red;transition:color 1ms;cursor:pointer;-webkit-user-select:none;user-select:none;-webkit-tap-highlight-color:transparent;}' +
          '.a svg{transition-property:fill;}@media (min-width:600px){.a{cursor:default;margin:0;}.b{cursor:none;}}',
      ),
    ).toBe('.a{color:red;}@media (min-width:600px){.a{margin:0;}}');
  });
});

describe('the first screen’s CSS, smaller', () => {
  const button = (id: string, rest: string) =>
    `.rp-${id}{display:inline-flex;padding:0;font-family:"A, B";padding:6px 16px;transition:color 1ms cubic-bezier(0, 0, 0, 1);${rest}}`;

  it('writes the declarations several rules begin with once, each rule keeping its own after them', () => {
    const css = `${button('a', 'color:red;')}.rp-a:hover{x:y;}.rp-b{margin:0;}${button('c', 'padding:1px;')}`;
    const shared = shareCommonDeclarations(css);
    expect(shared).toBe(
      '.rp-a,.rp-c{display:inline-flex;padding:0;font-family:"A, B";padding:6px 16px;transition:color 1ms cubic-bezier(0, 0, 0, 1);}' +
        '.rp-a{color:red;}.rp-a:hover{x:y;}.rp-b{margin:0;}.rp-c{padding:1px;}',
    );
    expect(shared.length).toBeLessThan(css.length);
  });

  it('leaves the CSS as it is where moving a declaration could turn the cascade', () => {
    // `.rp-b>*` matches an element as specifically as its own class does.
    const rivals = `${button('a', '')}.rp-b>*{padding:0;}${button('c', '')}`;
    expect(shareCommonDeclarations(rivals)).toBe(rivals);
    // A rule of the class that comes before its first plain rule keeps that class out.
    const mediaFirst = `@media (min-width:0px){.rp-a{padding:2px;}}${button('a', '')}${button('c', '')}`;
    expect(shareCommonDeclarations(mediaFirst)).toBe(mediaFirst);
    expect(specificity('.rp-a>*')).toEqual([0, 1, 0]);
    expect(specificity('.rp-a>*:nth-of-type(1)')).toEqual([0, 2, 0]);
    expect(specificity('*:where([data-x="y"]) .rp-a:-webkit-autofill')).toEqual([0, 2, 0]);
    expect(specificity('.rp-a::after')).toEqual([0, 1, 1]);
  });

  it('writes a declaration several rules repeat further in once, where nothing before it sets its property', () => {
    const font = 'font-family:"Plus Jakarta Sans Variable",system-ui,sans-serif';
    const css = `.rp-a{margin:0;${font};}.rp-b{padding:0;${font};}.rp-c{font:inherit;${font};}`;
    // .rp-c's shorthand comes first: its font-family stays where it is.
    expect(shareCommonDeclarations(css)).toBe(
      `.rp-a,.rp-b{${font};}.rp-a{margin:0;}.rp-b{padding:0;}.rp-c{font:inherit;${font};}`,
    );
  });

  it('drops the spaces, zeros and last semicolons CSS does not need, never inside strings', () => {
    expect(
      tighten(
        '.a{padding:calc(2 * var(--s));color:rgba(var(--c) / 0.5);transition:x 1ms cubic-bezier(0.2, 0, 0, 1);content:"a, 0.5 * b";}',
      ),
    ).toBe(
      '.a{padding:calc(2*var(--s));color:rgba(var(--c)/.5);transition:x 1ms cubic-bezier(.2,0,0,1);content:"a, 0.5 * b"}',
    );
  });

  it('leaves out states no element of the first screen is in, and what only old Edge read', () => {
    const css =
      '.rp-a{color:red;}.rp-a.Mui-disabled{color:grey;}.rp-a:-webkit-autofill{x:y;}@media (min-width:1px){.rp-a.Mui-error{x:y;}}.rp-a::-ms-input-placeholder{x:y;}';
    expect(withoutAbsentStates(css, '<a class="rp-a">x</a>')).toBe('.rp-a{color:red;}');
    expect(withoutAbsentStates(css, '<a class="rp-a Mui-disabled">x</a>')).toBe(
      '.rp-a{color:red;}.rp-a.Mui-disabled{color:grey;}',
    );
  });

  it('leaves out the rules whose selector needs a class no element of the first screen has', () => {
    const chip =
      '.rp-c{display:flex;}.rp-c .MuiChip-avatar{width:24px;}.rp-c .MuiChip-label,.rp-c .MuiChip-icon{x:y;}' +
      '@media (min-width:600px){.rp-c .MuiChip-avatar{width:32px;}.rp-c{gap:0;}}.rp-c:not(.MuiChip-avatar){z:0;}' +
      '.rp-c:has(> .MuiChip-icon){w:0;}label[data-shrink=false]+.rp-c{v:0;}';
    expect(withoutAbsentStates(chip, '<div class="rp-c"><span class="MuiChip-label">x</span></div>')).toBe(
      '.rp-c{display:flex;}.rp-c .MuiChip-label,.rp-c .MuiChip-icon{x:y;}@media (min-width:600px){.rp-c{gap:0;}}' +
        '.rp-c:not(.MuiChip-avatar){z:0;}.rp-c:has(> .MuiChip-icon){w:0;}label[data-shrink=false]+.rp-c{v:0;}',
    );
  });

  it('leaves out placeholder styles where no field of the first screen has a placeholder', () => {
    const input =
      '.rp-i{font:inherit;}.rp-i::placeholder{opacity:.4;}.rp-i::-webkit-input-placeholder{opacity:.4;}.rp-i::-moz-placeholder{opacity:.4;}';
    expect(withoutAbsentStates(input, '<input class="rp-i">')).toBe('.rp-i{font:inherit;}');
    expect(withoutAbsentStates(input, '<input class="rp-i" placeholder="Name">')).toBe(input);
  });

  it('writes a media query once where it follows itself, and drops the one that always holds', () => {
    expect(
      compactMediaQueries(
        '@media (min-width:0px){.a{b:c;}.d{e:f;}}@media (min-width:600px){.a{g:h;}}@media (min-width:600px){.d{i:j;}}' +
          '.k{l:m;}@media (min-width:600px){.n{o:p;}}@media (min-width:0px){@media (orientation: landscape){.q{r:s;}}}',
      ),
    ).toBe(
      '.a{b:c;}.d{e:f;}@media (min-width:600px){.a{g:h;}.d{i:j;}}.k{l:m;}@media (min-width:600px){.n{o:p;}}' +
        '@media (orientation: landscape){.q{r:s;}}',
    );
  });

  it('leaves out the keyframes nothing inline names', () => {
    const css =
      '@keyframes spin{0%{a:b;}100%{a:c;}}@keyframes mui-auto-fill{from{display:block;}}@keyframes mui-auto-fill-cancel{from{display:block;}}body{margin:0;}';
    expect(withoutUnusedKeyframes(css, '.x{animation-name:mui-auto-fill-cancel;}')).toBe(
      '@keyframes mui-auto-fill-cancel{from{display:block;}}body{margin:0;}',
    );
    expect(withoutUnusedKeyframes(css, '.x{animation:spin 1s;}')).toContain('@keyframes spin{');
  });

  it('writes each font stack the first screen repeats once, as a custom property', () => {
    const stack = '"Plus Jakarta Sans Variable","Noto Sans Devanagari Site",system-ui,sans-serif';
    const typed = '"Plus Jakarta Sans Variable","Noto Sans Devanagari Variable",system-ui,sans-serif';
    const globals = `body{font-family:${stack};}`;
    const components = `.rp-a{font-family:${stack};}.rp-b{font-family:${stack},serif;}.rp-c,.rp-d{font-family:a,b;}.rp-i{font-family:${typed}}.rp-j{font-family:${typed}}`;
    expect(shareFontStacks([globals, components])).toEqual([
      `:root{--rp-font-1:${stack};--rp-font-2:${typed}}body{font-family:var(--rp-font-1);}`,
      `.rp-a{font-family:var(--rp-font-1);}.rp-b{font-family:${stack},serif;}.rp-c,.rp-d{font-family:a,b;}` +
        '.rp-i{font-family:var(--rp-font-2)}.rp-j{font-family:var(--rp-font-2)}',
    ]);
    expect(shareFontStacks(['', '.rp-a{font-family:a,b;}.rp-b{font-family:a,b;}'])).toEqual([
      '',
      '.rp-a{font-family:a,b;}.rp-b{font-family:a,b;}',
    ]);
  });

  it('writes neighbouring rules of one selector, or of one block, as one rule', () => {
    expect(
      mergeNeighbours(
        '.a{x:1;y:2;}.a{y:3;}.b{z:0;}.c{z:0;}@media (min-width:600px){.d{w:0;}.e{w:0;}}.f{z:0;}.a{q:1;}',
      ),
    ).toBe('.a{x:1;y:3;}.b,.c{z:0;}@media (min-width:600px){.d,.e{w:0;}}.f{z:0;}.a{q:1;}');
    expect(withoutRepeatedRules('.a{x:1;}.b{x:2;}.a{x:1;}')).toBe('.b{x:2;}.a{x:1;}');
    // A selector one browser rejects would take the other down with it in a list.
    const vendor = '.a::-webkit-search-decoration{x:0;}.b{x:0;}.c:has(> .d){y:0;}.e{y:0;}';
    expect(mergeNeighbours(vendor)).toBe(vendor);
  });

  it('drops the declarations a later rule of the same selector overrides wherever they apply', () => {
    expect(
      withoutShadowedDeclarations(
        '.t{display:flex;min-height:56px;}@media (orientation: landscape){.t{min-height:48px;}}' +
          '@media (min-width:600px){.t{min-height:64px;gap:1px;}}.t{min-height:64px;}' +
          '@media (min-width:900px){.t{min-height:72px;}}.u{x:1!important;}.u:hover{x:2;}.u{x:3;height:100vh;}.u{height:100dvh;}',
      ),
    ).toBe(
      '.t{display:flex;}@media (min-width:600px){.t{gap:1px;}}.t{min-height:64px;}' +
        '@media (min-width:900px){.t{min-height:72px;}}.u{x:1!important;}.u:hover{x:2;}.u{x:3;height:100vh;}.u{height:100dvh;}',
    );
  });

  it('inlines only the font faces whose characters the first screen shows', () => {
    const face = (family: string, range: string) =>
      `@font-face{font-family:'${family}';src:url(/${family}.woff2) format('woff2');unicode-range:${range}}`;
    const faces = `<style>${face('Latin', 'U+0000-00FF')}${face('Extended', 'U+0100-02BA,U+20A0-20AB')}@font-face{font-family:'Local';src:local('Arial')}</style>`;
    expect(fontFacesDrawing(faces, '<p>Plain text</p>')).toBe(
      `<style>${face('Latin', 'U+0000-00FF')}@font-face{font-family:'Local';src:local('Arial')}</style>`,
    );
    expect(fontFacesDrawing(faces, '<p>Rs &#x20A8; 500</p>')).toBe(faces);
    expect(fontFacesDrawing(faces, '<p>Ā</p>')).toBe(faces);
    expect(fontFacesDrawing(faces, '.x::before{content:"\\20a8"}')).toBe(faces);
  });

  it('declares later every web face the page does not inline, fetching at once those its main text draws with', () => {
    const face = (family: string, range: string) =>
      `@font-face{font-family:'${family}';font-weight:400 800;src:url(/${family}.woff2) format('woff2');unicode-range:${range}}`;
    const latin = face('Latin', 'U+0000-00FF');
    const cut = face('Cut', 'U+0915-0930');
    const full = face('Full', 'U+0900-097F');
    const fonts = {
      allFaces: `${latin}${full}${cut}@font-face{font-family:'Local';src:local('Arial')}`,
      firstScreenFaces: '',
      fontStack: '"Latin", "Cut", "Full", Local, sans-serif',
    };
    const late = (inline: string, text: string) =>
      lateFontFaces(fonts, inline, text).map(({ family, eager }) => `${family}${eager ? ' eager' : ''}`);
    // A Nepali page inlines the cut; its "AI" needs Latin now. The full font follows the cut in the
    // stack, so the cut's letters never fetch it.
    expect(late(cut, 'कर AI')).toEqual(['Latin eager', 'Full']);
    // A letter outside the cut does.
    expect(late(cut, 'ऋ')).toEqual(['Latin', 'Full eager']);
    // An English page's Devanagari waits until something draws with it, unless its main text does.
    expect(late(latin, 'Plain words')).toEqual(['Full', 'Cut']);
    expect(late(latin, 'कर')).toEqual(['Full', 'Cut eager']);
    expect(lateFontFaces(fonts, latin, '')[0]).toEqual({
      family: 'Full',
      url: '/Full.woff2',
      weight: '400 800',
      unicodeRange: 'U+0900-097F',
      eager: false,
    });
  });

  it('shares only where no element has two Emotion classes', () => {
    const twoButtons = {
      ...page,
      rules: { ...page.rules, head: button('head', ''), hero: button('hero', '') },
    };
    expect(splitPage(twoButtons, ['/s.css']).styles).toContain('.rp-head,.rp-hero{');
    const html = twoButtons.html.replace('class="rp-hero"', 'class="rp-hero rp-title"');
    expect(splitPage({ ...twoButtons, html }, ['/s.css']).styles).not.toContain('.rp-head,.rp-hero{');
  });
});
