/**
 * Small line pictograms on a 24 x 24 grid, drawn for the blog artwork (stroke them with round caps
 * and joins). Each is a list of SVG elements so a glyph can mix paths and circles.
 */
import { n } from './svg.ts';

export type GlyphName =
  | 'check'
  | 'mail'
  | 'document'
  | 'chart'
  | 'chat'
  | 'calendar'
  | 'bolt'
  | 'search'
  | 'cart'
  | 'phone'
  | 'truck'
  | 'user'
  | 'spark';

const glyphs: Record<GlyphName, string> = {
  check: '<path d="M5 12.5l4.5 4.5L19 7.5"/>',
  mail: '<rect x="3" y="5.5" width="18" height="13" rx="2.5"/><path d="M4 7.5l8 5.5 8-5.5"/>',
  document:
    '<path d="M6.5 2.5h7.5l4.5 4.5v14.5h-12z"/><path d="M14 2.5V7h4.5M9.5 12h6M9.5 15.5h6M9.5 19h3.5"/>',
  chart: '<path d="M4 20.5h17M6.5 17v-5M11 17V7.5M15.5 17v-7M20 17V4.5"/>',
  chat: '<path d="M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v9.5A1.5 1.5 0 0 1 20 17h-9l-5 4v-4H4A1.5 1.5 0 0 1 2.5 15.5V6A1.5 1.5 0 0 1 4 4.5z"/><path d="M7.5 9.5h9M7.5 12.5h6"/>',
  calendar: '<rect x="3" y="4.5" width="18" height="16.5" rx="2.5"/><path d="M3 9.5h18M8 2.5v4M16 2.5v4"/>',
  bolt: '<path d="M13.5 2.5L5 13.5h6.5l-1 8 8.5-11H12.5z"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5l5.5 5.5"/>',
  cart: '<path d="M2.5 3.5h3l2.5 12h11l2-8.5H7"/><circle cx="9.5" cy="20" r="1.5"/><circle cx="17.5" cy="20" r="1.5"/>',
  phone: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M10.5 18.5h3"/>',
  truck:
    '<path d="M2.5 6h11v10.5h-11zM13.5 9.5h4.5l3.5 3.5v3.5h-8"/><circle cx="7" cy="18" r="2"/><circle cx="17.5" cy="18" r="2"/>',
  user: '<circle cx="12" cy="8" r="4.5"/><path d="M3.5 21.5c1-4.5 4.5-7 8.5-7s7.5 2.5 8.5 7"/>',
  spark:
    '<path d="M12 2.5c.8 5.2 4.3 8.7 9.5 9.5-5.2.8-8.7 4.3-9.5 9.5-.8-5.2-4.3-8.7-9.5-9.5 5.2-.8 8.7-4.3 9.5-9.5z"/>',
};

/** A glyph centred on (cx, cy) at `size` canvas units. */
export function glyph(
  name: GlyphName,
  cx: number,
  cy: number,
  size: number,
  color: string,
  strokeWidth = 2,
): string {
  const scale = size / 24;
  return `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${n(scale)})" fill="none" stroke="${color}" stroke-width="${n(
    strokeWidth,
  )}" stroke-linecap="round" stroke-linejoin="round">${glyphs[name]}</g>`;
}
