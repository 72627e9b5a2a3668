/**
 * The Devanagari @font-face rules as a stylesheet of their own (theme/fonts.ts), outside the site's
 * stylesheet. A Nepali page inlines the cut its first screen draws with and links this sheet after its
 * first screen, for the full font (a letter a visitor types). An English page's word or two of Nepali
 * must not fetch a font before the page has painted: the sheet is added once the browser reports the
 * first contentful paint (on load where it cannot tell), and the word shows in a fallback until the
 * font arrives (font-display: swap). Without JavaScript the <noscript> link brings it.
 */
export function devanagariSheetMarkup(locale: string, href: string): string {
  const link = `<link rel="stylesheet" href="${href}">`;
  if (locale === 'ne') return link;
  const loader = `(()=>{let a=0;const add=()=>{if(a++)return;const l=document.createElement('link');l.rel='stylesheet';l.href=${JSON.stringify(href)};document.head.append(l)};if((PerformanceObserver.supportedEntryTypes||[]).includes('paint')){const o=new PerformanceObserver(l=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();add()}});o.observe({type:'paint',buffered:true})}else addEventListener('load',add)})()`;
  return `<script>${loader}</script><noscript>${link}</noscript>`;
}
