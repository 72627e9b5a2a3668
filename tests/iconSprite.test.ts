import { describe, expect, it } from 'vitest';
import { iconSprite, spriteFile, spriteIcons, symbolId, useSprite } from '../scripts/iconSprite';

const icon = (drawing: string, viewBox = '0 0 24 24') =>
  `<svg class="MuiSvgIcon-root rp-icon" focusable="false" aria-hidden="true" viewBox="${viewBox}">${drawing}</svg>`;
const bolt = '<path d="M11 21h-1l1-7H7.5c-.88 0 -.33-.75-.31-.78"></path>';
const shield = '<path d="M12 1 3 5v6c0 5.55 3.84 10.74 9 12"></path>';
const filler = '<p>words</p>'.repeat(400);

/** A page: an icon in its first screen and one in an island, then below the first screen three more. */
const page = (below: string) =>
  `<header>${icon(bolt)}<div data-island="menu"><div>${icon(shield)}</div></div></header>` +
  `<main><section><h1>Title</h1></section><section>${filler}${below}</section></main>`;

describe('the icon sprite', () => {
  it('draws the icons below the first screen from the sprite, the rest stay as they were', () => {
    const html = page(`${icon(bolt)}<div data-island="share"><div>${icon(bolt)}</div></div>${icon(shield)}`);
    const sprited = useSprite(html, '/assets/icons-x.svg');
    const boltId = symbolId({ viewBox: '0 0 24 24', drawing: bolt });
    // The first screen and the islands keep their drawings: 2 bolts, 1 shield.
    expect(sprited.match(/M11 21h-1/g)).toHaveLength(2);
    expect(sprited.match(/M12 1 3 5/g)).toHaveLength(1);
    // Below, each icon keeps its element (classes, size, aria-hidden) and draws the symbol.
    expect(sprited).toContain(
      `<svg class="MuiSvgIcon-root rp-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">` +
        `<use href="/assets/icons-x.svg#${boltId}"></use></svg>`,
    );
    expect(sprited.match(/<use href=/g)).toHaveLength(2);
    expect(useSprite(html.replace('<h1>Title</h1>', ''), '/x.svg')).toBe(html.replace('<h1>Title</h1>', ''));
  });

  it('leaves an icon alone that has ids, a title or an <svg> inside', () => {
    const gradient = '<defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect>';
    const titled = `<title>Bolt</title>${bolt}`;
    const html = page(icon(gradient) + icon(titled));
    expect(spriteIcons(html)).toEqual([]);
    expect(useSprite(html, '/x.svg')).toBe(html);
  });

  it('holds each drawing once, in id order, whichever page drew it first', () => {
    const one = page(icon(bolt) + icon(shield));
    const other = page(icon(shield) + icon(bolt) + icon(shield, '0 0 48 48'));
    const sprite = iconSprite([one, other]);
    expect(sprite.match(/<symbol /g)).toHaveLength(3);
    expect(sprite).toContain(`<symbol id="${symbolId({ viewBox: '0 0 48 48', drawing: shield })}"`);
    expect(iconSprite([other, one])).toBe(sprite);
    expect(spriteFile(sprite)).toMatch(/^assets\/icons-[\w-]{10}\.svg$/);
    expect(iconSprite([page('')])).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  });
});
