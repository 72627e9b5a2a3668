/**
 * The icons below a page's first screen, drawn from one sprite all pages share instead of inline.
 *
 * Each MUI icon is an inline <svg> of a few hundred bytes of path data, which compress badly: the
 * home page's 44 icons were 2.9 kB of its 14.3 kB after brotli, enough to push it past a new
 * connection's first round trip (14.6 kB, as Lighthouse simulates it), so its first paint waited a
 * round trip more (issue 24). Below the first screen an icon can arrive a moment after the page: it
 * keeps its <svg> (its classes, its size, aria-hidden) and draws a <symbol> of a sprite that is
 * hashed, cached for a year and the same on every page. Without JavaScript it is the same.
 *
 * Left inline: the first screen's icons (they paint with it), icons inside islands (React hydrates
 * that markup as it rendered it), and any icon with a title, an <svg> inside, or ids.
 */
import { createHash } from 'node:crypto';
import { firstScreenEnd, islandRanges } from './siteStyles.ts';

/** A MUI icon as React renders it: the root class, a viewBox, and its drawing. */
const muiIcon = /<svg\b([^>]*\bMuiSvgIcon-root\b[^>]*)>([\s\S]*?)<\/svg>/g;
const viewBoxOf = (attributes: string) => /\bviewBox="([^"]+)"/.exec(attributes)?.[1];

export interface IconSymbol {
  viewBox: string;
  drawing: string;
}

interface SpriteIcon extends IconSymbol {
  start: number;
  end: number;
  attributes: string;
  id: string;
}

/** A drawing's id in the sprite: the same drawing has the same id on every page and in every build. */
export function symbolId({ viewBox, drawing }: IconSymbol): string {
  return `i${createHash('sha256').update(`${viewBox}\n${drawing}`).digest('base64url').slice(0, 8)}`;
}

/** The icons of `html` that the sprite draws (see above), in order. */
export function spriteIcons(html: string): SpriteIcon[] {
  const end = firstScreenEnd(html);
  if (end === undefined) return [];
  const islands = islandRanges(html);
  const icons: SpriteIcon[] = [];
  for (const match of html.slice(end).matchAll(muiIcon)) {
    const start = end + match.index;
    const [markup, attributes = '', drawing = ''] = match;
    const viewBox = viewBoxOf(attributes);
    // A nested <svg> ends the match early; ids and titles would not survive the move.
    if (viewBox === undefined || /<svg|\bid=|url\(#|href=|<title/.test(drawing)) continue;
    if (islands.some(([from, to]) => start > from && start < to)) continue;
    const id = symbolId({ viewBox, drawing });
    icons.push({ start, end: start + markup.length, attributes, viewBox, drawing, id });
  }
  return icons;
}

/** `html` with its sprite icons drawing the sprite at `spriteUrl`'s symbols. */
export function useSprite(html: string, spriteUrl: string): string {
  let result = '';
  let from = 0;
  for (const icon of spriteIcons(html)) {
    result += `${html.slice(from, icon.start)}<svg${icon.attributes}><use href="${spriteUrl}#${icon.id}"></use></svg>`;
    from = icon.end;
  }
  return result + html.slice(from);
}

/**
 * The sprite of every icon the pages draw from it, by id: an SVG document of symbols in id order, so
 * the same icons give the same file. Two drawings with one id would draw the wrong icon: the build
 * stops instead.
 */
export function iconSprite(pages: Iterable<string>): string {
  const symbols = new Map<string, IconSymbol>();
  for (const html of pages)
    for (const { id, viewBox, drawing } of spriteIcons(html)) {
      const known = symbols.get(id);
      if (known && (known.viewBox !== viewBox || known.drawing !== drawing))
        throw new Error(`Two icons share the sprite id ${id}`);
      symbols.set(id, { viewBox, drawing });
    }
  const body = [...symbols]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([id, { viewBox, drawing }]) => `<symbol id="${id}" viewBox="${viewBox}">${drawing}</symbol>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;
}

/** The sprite's file under dist/, named by its content. */
export function spriteFile(sprite: string): string {
  return `assets/icons-${createHash('sha256').update(sprite).digest('base64url').slice(0, 10)}.svg`;
}
