// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeXml, rfc822Date, rssXml, type RssChannel } from './rss';

const dcNamespace = 'http://purl.org/dc/elements/1.1/';
const atomNamespace = 'http://www.w3.org/2005/Atom';

/** Parses with the browser's XML parser, which reports malformed input as a <parsererror> document. */
function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Malformed XML: ${error.textContent ?? ''}`);
  return document;
}

const tricky = 'Q&A: <script>alert("x")</script> & ‘quotes’ — नेपाली\u0007';

const channel: RssChannel = {
  title: 'Blog & <News>',
  link: 'https://example.com/blog',
  description: tricky,
  language: 'ne',
  selfUrl: 'https://example.com/ne/rss.xml?a=1&b=2',
  items: [
    {
      title: 'Older',
      link: 'https://example.com/blog/older',
      description: 'First',
      date: '2024-03-01',
      creator: 'Bibek Thapa',
    },
    {
      title: tricky,
      link: 'https://example.com/blog/newer?x=1&y=2',
      description: tricky,
      date: '2024-03-21',
      creator: 'सुजाता कार्की',
    },
  ],
};

describe('rfc822Date', () => {
  it('writes a bare ISO date as midnight UTC with the weekday', () => {
    expect(rfc822Date('2024-03-21')).toBe('Thu, 21 Mar 2024 00:00:00 GMT');
    expect(rfc822Date('2024-12-01T09:05:07Z')).toBe('Sun, 01 Dec 2024 09:05:07 GMT');
  });

  it('refuses what is not a date', () => {
    expect(() => rfc822Date('soon')).toThrow(/Not a date/);
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot carry', () => {
    expect(escapeXml(`<a href="x">&'\u0000`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('rssXml', () => {
  const document = parseXml(rssXml(channel));
  const items = Array.from(document.getElementsByTagName('item'));
  const text = (parent: Element | Document, name: string) =>
    parent.getElementsByTagName(name)[0]?.textContent ?? '';

  it('is RSS 2.0 with the channel fields and an atom self link', () => {
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(document, 'title')).toBe('Blog & <News>');
    expect(text(document, 'language')).toBe('ne');
    const self = document.getElementsByTagNameNS(atomNamespace, 'link')[0];
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('href')).toBe('https://example.com/ne/rss.xml?a=1&b=2');
    expect(text(document, 'lastBuildDate')).toBe('Thu, 21 Mar 2024 00:00:00 GMT');
  });

  it('keeps any text intact through escaping (only forbidden control characters go)', () => {
    const newest = items[0] as Element;
    expect(text(newest, 'title')).toBe(tricky.replace('\u0007', ''));
    expect(text(newest, 'description')).toBe(tricky.replace('\u0007', ''));
    expect(text(newest, 'link')).toBe('https://example.com/blog/newer?x=1&y=2');
  });

  it('lists items newest first with guid, RFC 822 date and dc:creator', () => {
    expect(items.map((item) => text(item, 'title'))).toEqual([tricky.replace('\u0007', ''), 'Older']);
    const older = items[1] as Element;
    expect(text(older, 'guid')).toBe('https://example.com/blog/older');
    expect(older.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(text(older, 'pubDate')).toBe('Fri, 01 Mar 2024 00:00:00 GMT');
    expect(older.getElementsByTagNameNS(dcNamespace, 'creator')[0]?.textContent).toBe('Bibek Thapa');
  });

  it('the parser used here does reject malformed XML', () => {
    expect(() => parseXml('<rss><channel></rss>')).toThrow(/Malformed/);
  });
});
