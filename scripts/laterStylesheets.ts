/**
 * What a prerendered page needs only once its first screen has painted: the site's stylesheet (the
 * rules below the first screen) and the font faces the first screen does not draw with (declared by
 * the loader, or by the faces' own sheet without JavaScript). The first screen paints with its inline
 * CSS alone, so these are requested after the browser reports the first contentful paint and never
 * compete with the document, the first screen's font and its image for a phone's bandwidth.
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
 * And skipped while off screen (content-visibility), as the site stylesheet then skips its sections:
 * until then the first layout took in every section of a page, in the default styles, and on a Nepali
 * article before its font had arrived (measured in Chromium at phone size: 300 ms of layout against
 * 95 ms with the font cached, and 52 ms for the English article). Still there for assistive technology
 * and find-in-page, which content-visibility: auto keeps.
 *
 * Its lazy pictures wait too: laid out in the browser's default styles they all looked near the
 * screen, and the blog index fetched four cards' pictures and avatars (about 40 kB) alongside its
 * largest image and font on a phone's slow network. A lazy image that is not displayed is not fetched.
 */
export const holdBackCss =
  `.${holdBackClass} [${holdBackMark}]~*{opacity:0;content-visibility:auto;contain-intrinsic-height:auto 600px}` +
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
 * A web font face a page declares only after its first paint: the other script's (Devanagari on an
 * English page, Latin on a Nepali one), and the full Devanagari font for letters the site's cut lacks.
 * `eager` when the page's own text draws with it (a Nepali page's "AI"): it is fetched with the site
 * stylesheet; the others are fetched only if something draws with them (a word in the phone menu).
 */
export interface LateFace {
  family: string;
  url: string;
  weight: string;
  unicodeRange: string;
  eager: boolean;
}

/** How long the rest of the page waits, after the site stylesheet, for the page's late fonts. */
export const lateFontWaitMs = 1000;

/** Plain links to `hrefs`: the loader's stylesheets for a page read without JavaScript. */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
}

/** `value` as a single-quoted HTML attribute value (JSON has double quotes). */
function singleQuoted(value: string): string {
  return `'${value.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
}

/**
 * The loader: marks <html>, adds the site stylesheet after the first paint and declares the late font
 * faces through the CSS Font Loading API, then, once the sheet has arrived (or failed) and the eager
 * fonts have too (or a second has passed), adds the faces and shows the rest in one go. It flushes the
 * styles in between, so the rest's first styled frame has no transitions to run; styles only, not
 * the layout, which the next frame does once for all of it.
 *
 * Why one go: every @font-face the document gains, and every web font that finishes loading, makes
 * Chromium shape and lay out all the page's text again. Declared by a stylesheet, each late face set
 * off such a pass as the sheet applied, and each font another as it arrived: two or three passes over
 * the whole page after the first paint, the largest main-thread tasks a content page had (long tasks
 * that a phone four times slower turns into most of its blocking time). A browser without the API
 * gets the faces from their sheet, as a page without JavaScript does.
 *
 * The code is the same on every page; what differs (the sheets, the faces) is in its element's
 * attributes. So the Content-Security-Policy, sent with every response, names one hash for it instead
 * of one per page: with one per page the headers alone were 3.9 kB, enough to push a document past
 * the first round trip of a new connection (issue 24).
 */
export const laterStylesheetsScript =
  `(()=>{const d=document,c=d.documentElement.classList,s=d.querySelector('script[${holdBackMark}]').dataset,` +
  `[site,...faceSheets]=JSON.parse(s.sheets),declared=JSON.parse(s.faces);c.add(${JSON.stringify(holdBackClass)});let a=0;` +
  `const link=h=>new Promise(r=>{const l=d.createElement('link');l.rel='stylesheet';l.href=h;l.onload=l.onerror=r;d.head.append(l)});` +
  `const add=()=>{if(a++)return;const api=self.FontFace&&d.fonts&&d.fonts.add;` +
  `const f=api?declared.map(([n,u,w,r,e])=>[new FontFace(n,'url('+u+')',{weight:w,unicodeRange:r,display:'swap'}),e]):[];` +
  `const eager=Promise.all(f.filter(x=>x[1]).map(x=>x[0].load().catch(()=>0)));` +
  `const sheet=link(site);if(!api)faceSheets.forEach(link);` +
  `sheet.then(()=>Promise.race([eager,new Promise(r=>setTimeout(r,${lateFontWaitMs}))])).then(()=>` +
  `{f.forEach(x=>d.fonts.add(x[0]));getComputedStyle(d.body).color;c.remove(${JSON.stringify(holdBackClass)})})};` +
  `${afterFirstPaint('add')}})()`;

export function laterStylesheetsMarkup(hrefs: readonly string[], faces: readonly LateFace[] = []): string {
  if (hrefs.length === 0) return '';
  const declared = faces.map(({ family, url, weight, unicodeRange, eager }) => [
    family,
    url,
    weight,
    unicodeRange,
    eager ? 1 : 0,
  ]);
  const data = `data-sheets=${singleQuoted(JSON.stringify(hrefs))} data-faces=${singleQuoted(JSON.stringify(declared))}`;
  return `<script ${holdBackMark} ${data}>${laterStylesheetsScript}</script><noscript>${stylesheetLinks(hrefs)}</noscript>`;
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
