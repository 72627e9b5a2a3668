// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../scripts/sitemap';

describe('sitemap.xml', () => {
  it('lists each page once per language with every version as an alternate', () => {
    const xml = sitemapXml('https://example.com', [
      { en: '/', ne: '/ne' },
      { en: '/pricing', ne: '/ne/pricing' },
    ]);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const locs = Array.from(document.getElementsByTagName('loc')).map((loc) => loc.textContent);
    expect(locs).toEqual([
      'https://example.com/',
      'https://example.com/ne',
      'https://example.com/pricing',
      'https://example.com/ne/pricing',
    ]);
    const urls = document.getElementsByTagName('url');
    const alternates = Array.from(urls[3]?.getElementsByTagName('xhtml:link') ?? []).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'https://example.com/pricing'],
      ['ne', 'https://example.com/ne/pricing'],
      ['x-default', 'https://example.com/pricing'],
    ]);
  });

  it('names no alternates while a page exists in one language only', () => {
    const xml = sitemapXml('https://example.com', [{ en: '/a&b' }]);
    expect(xml).toContain('<loc>https://example.com/a&amp;b</loc>');
    expect(xml).not.toContain('xhtml:link');
  });
});
