// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  firstPaintRules,
  firstScreenEnd,
  shareCommonDeclarations,
  specificity,
  tighten,
  withoutAbsentStates,
  pruneCustomProperties,
  siteStylesheet,
  splitPage,
  stylesheetFile,
  type PageStyles,
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
  it('puts every page’s rules in one stylesheet named by its content, globals first, each once', () => {
    const css = siteStylesheet([page, page]);
    expect(css.startsWith('body{')).toBe(true);
    expect(css.match(/\.rp-below\{/g)).toHaveLength(1);
    expect(stylesheetFile(css)).toMatch(/^assets\/site-[\w-]{10}\.css$/);
    expect(stylesheetFile(css)).not.toBe(stylesheetFile(`${css} `));
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
    const split = splitPage(page, '/assets/site-x.css');
    expect(split.headLink).toBe('');
    expect(split.html).toContain(
      '</section><link rel="stylesheet" href="/assets/site-x.css"><section class="rp-below">',
    );
    expect(split.styles).toContain('.rp-head{position:fixed;}');
    expect(split.styles).toContain('@media (min-width:900px){.rp-title{font-size:3rem;}}');
    expect(split.styles).not.toContain(':hover');
    expect(split.styles).not.toContain('@media print');
    expect(split.styles).not.toContain('.rp-below');
    expect(split.styles).not.toContain('--rp-unused');
    expect(split.styles).toContain('--rp-ink:#eee');
    // Emotion in the browser still learns every rule of the page is in place.
    expect(split.styles).toContain('data-emotion="rp head in hero title below text"');
  });

  it('links the stylesheet in <head> where it cannot tell the first screen', () => {
    const split = splitPage({ ...page, html: '<main><p class="rp-text">x</p></main>' }, '/s.css');
    expect(split.headLink).toBe('<link rel="stylesheet" href="/s.css">');
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

  it('drops the spaces and zeros CSS does not need, never inside strings', () => {
    expect(
      tighten(
        '.a{padding:calc(2 * var(--s));color:rgba(var(--c) / 0.5);transition:x 1ms cubic-bezier(0.2, 0, 0, 1);content:"a, 0.5 * b";}',
      ),
    ).toBe(
      '.a{padding:calc(2*var(--s));color:rgba(var(--c)/.5);transition:x 1ms cubic-bezier(.2,0,0,1);content:"a, 0.5 * b";}',
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

  it('shares only where no element has two Emotion classes', () => {
    const twoButtons = {
      ...page,
      rules: { ...page.rules, head: button('head', ''), hero: button('hero', '') },
    };
    expect(splitPage(twoButtons, '/s.css').styles).toContain('.rp-head,.rp-hero{');
    const html = twoButtons.html.replace('class="rp-hero"', 'class="rp-hero rp-title"');
    expect(splitPage({ ...twoButtons, html }, '/s.css').styles).not.toContain('.rp-head,.rp-hero{');
  });
});
