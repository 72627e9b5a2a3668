import { describe, expect, it } from 'vitest';
import { drawingId, iconClass, maskedIcons, maskIcons } from '../scripts/iconMasks';

const iconMaskCss = (html: string) => maskIcons(html).css;

const icon = (drawing: string, viewBox = '0 0 24 24') =>
  `<svg class="MuiSvgIcon-root rp-icon" focusable="false" aria-hidden="true" viewBox="${viewBox}">${drawing}</svg>`;
const bolt = '<path d="M11 21h-1l1-7H7.5c-.88 0 -.33-.75-.31-.78"></path>';
const shield = '<path d="M12 1 3 5v6c0 5.55 3.84 10.74 9 12"></path>';
const filler = '<p>words</p>'.repeat(400);

/** A page: an icon in its first screen and one in an island, then below the first screen the rest. */
const page = (below: string) =>
  `<header>${icon(bolt)}<div data-island="menu"><div>${icon(shield)}</div></div></header>` +
  `<main><section><h1>Title</h1></section><section>${filler}${below}</section></main>`;

describe('the icons the stylesheet draws', () => {
  it('empties the icons below the first screen and names their drawing; the rest stay as they were', () => {
    const html = page(`${icon(bolt)}<div data-island="share"><div>${icon(bolt)}</div></div>${icon(shield)}`);
    const masked = maskIcons(html).html;
    const boltId = drawingId({ viewBox: '0 0 24 24', drawing: bolt });
    // The first screen and the islands keep their drawings: 2 bolts, 1 shield.
    expect(masked.match(/M11 21h-1/g)).toHaveLength(2);
    expect(masked.match(/M12 1 3 5/g)).toHaveLength(1);
    // Below, each icon keeps its element, size and aria-hidden, and draws nothing itself.
    expect(masked).toContain(
      `<svg class="${iconClass} ${iconClass}-${boltId} MuiSvgIcon-root rp-icon" focusable="false" ` +
        `aria-hidden="true" viewBox="0 0 24 24"></svg>`,
    );
    expect(masked.match(new RegExp(`class="${iconClass} `, 'g'))).toHaveLength(2);
    const headless = html.replace('<h1>Title</h1>', '');
    expect(maskIcons(headless)).toEqual({ html: headless, css: '' });
  });

  it('leaves an icon alone whose drawing has colours, ids, a title or an <svg> inside', () => {
    for (const drawing of [
      '<defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect>',
      `<title>Bolt</title>${bolt}`,
      '<path d="M2 2h20" fill="#FFFFFF"></path>',
      `<svg viewBox="0 0 24 24">${bolt}</svg>`,
    ]) {
      const html = page(icon(drawing));
      expect(maskedIcons(html), drawing).toEqual([]);
      expect(maskIcons(html)).toEqual({ html, css: '' });
    }
  });

  it('paints each drawing once, in the text’s colour, through a mask of the drawing', () => {
    const html = page(icon(bolt) + icon(shield) + icon(bolt) + icon(shield, '0 0 48 48'));
    const css = iconMaskCss(html);
    expect(css).toContain(`.${iconClass}{background-color:currentColor;`);
    expect(css).toContain('forced-colors:active');
    expect(css).toContain('print-color-adjust:exact');
    expect(css.match(/-webkit-mask-image:/g)).toHaveLength(3);
    const shieldRule = `.${iconClass}-${drawingId({ viewBox: '0 0 48 48', drawing: shield })}{`;
    expect(css).toContain(
      `${shieldRule}-webkit-mask-image:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' ` +
        `viewBox='0 0 48 48'><path d='M12 1 3 5v6c0 5.55 3.84 10.74 9 12'></path></svg>")`,
    );
    // A # or % in a drawing would end or garble the URL.
    expect(iconMaskCss(page(icon('<path d="M1 1%#"></path>')))).toContain("d='M1 1%25%23'");
    expect(iconMaskCss(page(''))).toBe('');
  });
});
