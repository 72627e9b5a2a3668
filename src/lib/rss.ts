/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification): the channel and its items as plain
 * data in, well-formed XML out. Knows nothing about the site's content; src/app/blogFeeds.ts feeds it.
 */

export interface RssItem {
  title: string;
  /** Absolute URL of the item's page; also its permanent guid. */
  link: string;
  /** The summary readers see in their feed reader. */
  description: string;
  /** ISO date (`2024-03-21`) or date-time; written in RFC 822 form. */
  date: string;
  /** The author's name, written as `dc:creator` (RSS's own `author` element wants an e-mail address). */
  creator: string;
}

export interface RssChannel {
  title: string;
  /** Absolute URL of the site's page the feed mirrors (the blog index). */
  link: string;
  description: string;
  /** The language code of the items (`en`, `ne`). */
  language: string;
  /** Absolute URL of the feed itself, for `atom:link rel="self"`. */
  selfUrl: string;
  items: readonly RssItem[];
}

/** Text as XML character data or attribute value; drops the control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** RFC 822 date as RSS wants it: `Thu, 21 Mar 2024 00:00:00 GMT`; a bare ISO date is midnight UTC. */
export function rfc822Date(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${iso}`);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${days[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} GMT`;
}

function element(name: string, text: string, indent: string): string {
  return `${indent}<${name}>${escapeXml(text)}</${name}>`;
}

/** The feed, newest item first (readers show it in that order). */
export function rssXml(channel: RssChannel): string {
  const items = [...channel.items].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const newest = items[0]?.date;
  const itemXml = items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.link, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', rfc822Date(item.date), '      '),
      element('dc:creator', item.creator, '      '),
      element('description', item.description, '      '),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    element('title', channel.title, '    '),
    element('link', channel.link, '    '),
    element('description', channel.description, '    '),
    element('language', channel.language, '    '),
    `    <atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822Date(newest), '    ')] : []),
    ...itemXml,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Where a language's blog feed lives, in content's form: localized like a page (`/ne/rss.xml`). */
export const rssFeedPath = '/rss.xml';
