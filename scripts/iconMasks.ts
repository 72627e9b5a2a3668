/**
 * The icons below a page's first screen, drawn by the page's stylesheet instead of inline markup.
 *
 * Each MUI icon is an inline <svg> of a few hundred bytes of path data, which compress badly: the
 * home page's 44 icons were 2.9 kB of its 14.3 kB after brotli, enough to push it past a new
 * connection's first round trip (14.6 kB, as Lighthouse simulates it), so its first paint waited a
 * round trip more (issue 24). Below the first screen an icon can arrive with the site stylesheet,
 * which the page loads once it has painted and which holds the rest of the page back until it is
 * there (scripts/laterStylesheets.ts): the <svg> stays (its classes, its size, aria-hidden) but
 * empty, and a rule of the sheet paints it in the text's colour through a mask of its drawing.
 *
 * Not a sprite file the icons refer to: a browser fetches an SVG <use> reference as it parses, before
 * the first paint, and that request held the Nepali home page's largest paint back a round trip.
 *
 * Left inline: the first screen's icons (they paint with it), icons inside islands (React hydrates
 * that markup as it rendered it), and any icon whose drawing has colours, a title, ids or an <svg> of
 * its own (a mask keeps only its shape).
 */
import { createHash } from 'node:crypto';
import { firstScreenEnd, islandRanges } from './siteStyles.ts';

/** A MUI icon as React renders it: the root class, a viewBox, and its drawing. */
const muiIcon = /<svg\b([^>]*\bMuiSvgIcon-root\b[^>]*)>([\s\S]*?)<\/svg>/g;
const viewBoxOf = (attributes: string) => /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
const notAShape = /<svg|<title|\bid=|url\(|href=|fill=|stroke=|opacity=|style=/;

/**
 * The class every masked icon has, and its own is `${iconClass}-${id}`. Not under Emotion's `rp-`:
 * scripts/siteStyles.ts shares declarations between the first screen's rules only while no element
 * has two such classes, and with these every icon would have three (2 kB more inline CSS on /consultation).
 */
export const iconClass = 'sheet-icon';

export interface IconDrawing {
  viewBox: string;
  drawing: string;
}

interface MaskedIcon extends IconDrawing {
  start: number;
  end: number;
  attributes: string;
  id: string;
}

/** A drawing's id: the same drawing has the same id on every page and in every build. */
export function drawingId({ viewBox, drawing }: IconDrawing): string {
  return createHash('sha256').update(`${viewBox}\n${drawing}`).digest('hex').slice(0, 8);
}

/** The icons of `html` that its stylesheet draws (see above), in order. */
export function maskedIcons(html: string): MaskedIcon[] {
  const end = firstScreenEnd(html);
  if (end === undefined) return [];
  const islands = islandRanges(html);
  const icons: MaskedIcon[] = [];
  for (const match of html.slice(end).matchAll(muiIcon)) {
    const start = end + match.index;
    const [markup, attributes = '', drawing = ''] = match;
    const viewBox = viewBoxOf(attributes);
    if (viewBox === undefined || notAShape.test(drawing) || !/\bclass="/.test(attributes)) continue;
    if (islands.some(([from, to]) => start > from && start < to)) continue;
    const id = drawingId({ viewBox, drawing });
    icons.push({ start, end: start + markup.length, attributes, viewBox, drawing, id });
  }
  return icons;
}

/** A drawing as a CSS url(): an SVG document of its own, quoted for a CSS string. */
function dataUrl({ viewBox, drawing }: IconDrawing): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${drawing}</svg>`.replace(
    /"/g,
    "'",
  );
  return `url("data:image/svg+xml,${svg.replace(/%/g, '%25').replace(/#/g, '%23')}")`;
}

/**
 * `html` with the icons its stylesheet draws emptied and named, and the rules that draw them: one
 * shared by all, and one per drawing. The icon's colour is its text's, as an inline icon's fill is; in
 * forced colours mode, the system's text colour; printed as on screen.
 */
export function maskIcons(html: string): { html: string; css: string } {
  const icons = maskedIcons(html);
  let masked = '';
  let from = 0;
  for (const icon of icons) {
    const attributes = icon.attributes.replace(/\bclass="/, `class="${iconClass} ${iconClass}-${icon.id} `);
    masked += `${html.slice(from, icon.start)}<svg${attributes}></svg>`;
    from = icon.end;
  }
  return { html: masked + html.slice(from), css: iconMaskCss(icons) };
}

function iconMaskCss(icons: readonly MaskedIcon[]): string {
  const drawings = new Map(icons.map((icon) => [icon.id, icon]));
  if (drawings.size === 0) return '';
  const mask = 'center/contain no-repeat';
  const shared =
    `.${iconClass}{background-color:currentColor;-webkit-mask:${mask};mask:${mask};` +
    // Printed too: a background is left out of print unless the page asks.
    `-webkit-print-color-adjust:exact;print-color-adjust:exact}` +
    `@media (forced-colors:active){.${iconClass}{forced-color-adjust:none;background-color:CanvasText}}`;
  const each = [...drawings]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, icon]) => {
      const url = dataUrl(icon);
      return `.${iconClass}-${id}{-webkit-mask-image:${url};mask-image:${url}}`;
    });
  return shared + each.join('');
}
