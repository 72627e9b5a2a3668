/**
 * Every article has its own preview card in every language, derived from its file: the card shows
 * the article's title, byline and the blog's name, is drawn as a 1200 x 630 PNG under 120 kB, and its
 * URL changes with what it shows (so a crawler that caches by URL fetches an edited card anew).
 */
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderArticleOgCached } from '../../scripts/media/articleOg.ts';
import { installMediaFonts } from '../../scripts/media/lib/fonts.ts';
import {
  previewCardImage,
  previewCardSources,
  type PreviewCardSource,
} from '../../src/components/article/previewCards';
import { formatReadTime } from '../../src/components/article/formatDate';
import { contentFor } from '../../src/content/localized';
import { locales } from '../../src/lib/i18n/locale';

const root = resolve(import.meta.dirname, '../..');
const sources = previewCardSources();

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

beforeAll(() => installMediaFonts(root));

describe('article preview cards', () => {
  it('exist for every article in every language, and nothing else', () => {
    const expected = locales.flatMap((locale) =>
      contentFor(locale).blog.blogPosts.map((post) => `${locale}/${post.id}`),
    );
    expect(sources.map((source) => `${source.locale}/${source.id}`)).toEqual(expected);
  });

  for (const source of sources) {
    describe(`${source.locale}/${source.id}`, () => {
      it("shows the article's title and byline in its language", () => {
        const blog = contentFor(source.locale).blog;
        const post = blog.blogPosts.find((candidate) => candidate.id === source.id);
        expect(post).toBeDefined();
        expect(source.title).toBe(post?.title);
        expect(source.byline).toBe(
          `${post ? blog.authorDisplayNames[post.author] : ''} · ${formatReadTime(post?.readTime ?? 0, source.locale)}`,
        );
        expect(previewCardImage(source)).toMatchObject({ width: 1200, height: 630, alt: source.title });
      });

      it('is drawn as a 1200 x 630 PNG under 120 kB', async () => {
        const png = await renderArticleOgCached(root, source);
        expect(png.length).toBeLessThan(120 * 1024);
        expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      }, 60_000);
    });
  }

  it('gets a new URL when what it shows changes', () => {
    const [first] = sources;
    if (!first) throw new Error('no articles');
    const url = (source: PreviewCardSource) => previewCardImage(source).url;
    expect(url(first)).toMatch(/^\/media\/og\/blog\/en\/[a-z0-9-]+\.png\?v=[0-9a-f]{10}$/);
    expect(url({ ...first, title: `${first.title}!` })).not.toBe(url(first));
    expect(url({ ...first, byline: `${first.byline}.` })).not.toBe(url(first));
    expect(url({ ...first, locale: 'ne' })).not.toBe(url(first));
  });
});
