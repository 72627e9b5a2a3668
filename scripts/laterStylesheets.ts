/**
 * The stylesheets a prerendered page needs only once its first screen has painted: the site's
 * stylesheet (the rules below the first screen, and the font faces the first screen does not draw
 * with) and the Devanagari faces' own sheet. The first screen paints with its inline CSS alone, so
 * these are requested after the browser reports the first contentful paint and never compete with
 * the document, the first screen's font and its image for a phone's bandwidth.
 *
 * What follows the first screen waits, transparent, until the site stylesheet has arrived (or failed),
 * so nothing shows unstyled: the loader sets a class on <html> for that time, and the page's inline CSS
 * (`holdBackCss`) hides every later sibling of the loader and of each element around it, which the
 * build marks (`holdBackMark`). Transparent rather than hidden: the content is there for assistive
 * technology and find-in-page from the start. Without JavaScript the <noscript> links are plain
 * stylesheet links in the body, which hold back the rest of the page the same way.
 */
export const holdBackClass = 'rp-later';

/** The attribute on the loader's <script> and on each element that contains it. */
export const holdBackMark = 'data-fs';

/**
 * The rest transparent, and without transitions while the sheet applies: its elements go from the
 * browser's default styles to the sheet's, which would otherwise fade every colour in (and a fade in
 * a block the browser skips as off screen would wait there until it is scrolled to).
 *
 * Its lazy pictures wait too: laid out in the browser's default styles they all looked near the
 * screen, and the blog index fetched four cards' pictures and avatars (about 40 kB) alongside its
 * largest image and font on a phone's slow network. A lazy image that is not displayed is not fetched.
 */
export const holdBackCss =
  `.${holdBackClass} [${holdBackMark}]~*{opacity:0}` +
  `.${holdBackClass} [${holdBackMark}]~*,.${holdBackClass} [${holdBackMark}]~* *{transition:none!important}` +
  `.${holdBackClass} [${holdBackMark}]~* img[loading=lazy]{display:none}`;

/**
 * Script calling `callback` once the browser reports the first contentful paint, or on load where it
 * cannot tell. Not "whichever comes first": a page's load event can fire before its first paint.
 */
export function afterFirstPaint(callback: string): string {
  return (
    `if((PerformanceObserver.supportedEntryTypes||[]).includes('paint'))new PerformanceObserver((l,o)=>` +
    `{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();${callback}()}})` +
    `.observe({type:'paint',buffered:true});else addEventListener('load',${callback})`
  );
}

/**
 * The loader: marks <html>, adds the sheets after the first paint, and once the site's has arrived
 * (or failed) lets the browser apply it before showing the rest (the forced layout), so the rest's
 * first styled frame has no transitions to run.
 */
export function laterStylesheetsMarkup(hrefs: readonly string[]): string {
  const [site] = hrefs;
  if (site === undefined) return '';
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const loader =
    `(()=>{const c=document.documentElement.classList;c.add(${JSON.stringify(holdBackClass)});let a=0;` +
    `const add=()=>{if(a++)return;${JSON.stringify(hrefs)}.forEach((h,i)=>{const l=document.createElement('link');` +
    `l.rel='stylesheet';l.href=h;if(!i)l.onload=l.onerror=()=>{document.body.offsetWidth;c.remove(${JSON.stringify(holdBackClass)})};document.head.append(l)})};` +
    `${afterFirstPaint('add')}})()`;
  return `<script ${holdBackMark}>${loader}</script><noscript>${links}</noscript>`;
}

const voidElements = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/**
 * `html` with `holdBackMark` added to the opening tag of every element still open at `index`: the
 * elements whose later siblings belong to the rest of the page. React's markup escapes `<` and `>` in
 * text and attributes, so a tag is always `<name …>`.
 */
export function markEnclosingElements(html: string, index: number): string {
  const open: number[] = [];
  const tags = /<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g;
  for (const tag of html.slice(0, index).matchAll(tags)) {
    const [, closing, name = '', selfClosing] = tag;
    const lower = name.toLowerCase();
    // A <script> or <style> holds raw text, which React's markup keeps free of tags.
    if (voidElements.has(lower) || selfClosing || lower === 'script' || lower === 'style') continue;
    if (closing) open.pop();
    else open.push((tag.index ?? 0) + 1 + name.length);
  }
  let marked = html;
  for (const at of open.reverse()) marked = `${marked.slice(0, at)} ${holdBackMark}${marked.slice(at)}`;
  return marked;
}
