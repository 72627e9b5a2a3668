import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

const url = 'https://rupantaran.ai/ne/blog/ai-agents-guide';
const title = 'AI एजेन्ट के हुन्? नेपाली टोली & “पाइलट” #१';

function byNetwork(network: string) {
  const link = shareLinks(url, title).find((candidate) => candidate.network === network);
  if (!link) throw new Error(`no ${network} link`);
  return new URL(link.href);
}

describe('shareLinks', () => {
  it('has the five networks in order, web ones opening in a new tab', () => {
    expect(shareLinks(url, title).map(({ network, external }) => [network, external])).toEqual([
      ['facebook', true],
      ['whatsapp', true],
      ['viber', false],
      ['linkedin', true],
      ['x', true],
    ]);
  });

  it('points at each network’s own share page', () => {
    expect(byNetwork('facebook').origin + byNetwork('facebook').pathname).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(byNetwork('whatsapp').origin).toBe('https://wa.me');
    expect(byNetwork('viber').protocol).toBe('viber:');
    expect(byNetwork('linkedin').pathname).toBe('/sharing/share-offsite/');
    expect(byNetwork('x').origin + byNetwork('x').pathname).toBe('https://x.com/intent/post');
  });

  it('carries the URL and title intact through encoding (&, #, ?, Devanagari)', () => {
    expect(byNetwork('facebook').searchParams.get('u')).toBe(url);
    expect(byNetwork('linkedin').searchParams.get('url')).toBe(url);
    expect(byNetwork('x').searchParams.get('url')).toBe(url);
    expect(byNetwork('x').searchParams.get('text')).toBe(title);
    expect(byNetwork('whatsapp').searchParams.get('text')).toBe(`${title} ${url}`);
    expect(byNetwork('viber').searchParams.get('text')).toBe(`${title} ${url}`);
    // A raw `#` or `&` would cut the message short: both must be percent-encoded.
    for (const { href } of shareLinks(url, title)) {
      const query = href.slice(href.indexOf('?') + 1);
      expect(query).not.toMatch(/#|&(?!text=)/);
      expect(query).not.toMatch(/[^\x21-\x7e]/);
    }
  });
});
