// @vitest-environment node
/**
 * Every article has its own preview card in every language, and the card is current: the manifest's
 * hash of what each card shows must equal the hash of what the content says now (title, author, read
 * time, blog name), and the committed PNG must be the one the manifest describes. A title edited
 * without rerunning the generator fails here with the command to run.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  articleOgDir,
  articleOgPath,
  articleOgSources,
  sourceHash,
  type OgContent,
} from '../../scripts/media/articleOg.ts';
import * as en from '../../src/content/blog/posts';
import * as ne from '../../src/content/ne/blog/posts';
import { formatReadTime } from '../../src/components/article/formatDate';
import { articleOgImages } from '../../src/content/og-manifest';
import { locales } from '../../src/lib/i18n/locale';

const publicDir = new URL('../../public', import.meta.url).pathname;
const content: OgContent = { blogs: { en, ne }, formatReadTime };
const sources = articleOgSources(content);
const rerun = 'run `npm run media:og` and commit public/media/og/blog and src/content/og-manifest.ts';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('article preview cards', () => {
  it('exist for every article in every language, and nothing else', async () => {
    expect(sources.length).toBe(locales.length * en.blogPosts.length);
    const expected = sources.map((source) => `${source.locale}/${source.id}`).sort();
    for (const locale of locales) {
      expect(Object.keys(articleOgImages[locale]).sort(), rerun).toEqual(
        en.blogPosts.map((post) => post.id).sort(),
      );
    }
    const files = (await readdir(join(publicDir, articleOgDir), { recursive: true }))
      .filter((file) => file.endsWith('.png'))
      .map((file) => file.replace(/\.png$/, ''))
      .sort();
    expect(files, rerun).toEqual(expected);
  });

  for (const source of sources) {
    describe(`${source.locale}/${source.id}`, () => {
      const entry = articleOgImages[source.locale][source.id];

      it('shows what the content says now', () => {
        expect(entry.source, `the card is stale: ${rerun}`).toBe(sourceHash(source));
        expect(entry.alt).toBe(source.title);
      });

      it('is the committed 1200 x 630 PNG the manifest describes, under 120 kB', async () => {
        const path = articleOgPath(source.locale, source.id);
        expect(entry.url).toBe(`${path}?v=${entry.sha256.slice(0, 10)}`);
        const png = await readFile(join(publicDir, path));
        expect(createHash('sha256').update(png).digest('hex').slice(0, 16), rerun).toBe(entry.sha256);
        expect(png.length).toBe(entry.bytes);
        expect(png.length).toBeLessThan(120 * 1024);
        expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
        expect([entry.width, entry.height]).toEqual([1200, 630]);
      });
    });
  }

  it('goes stale when a title changes', () => {
    const [first] = sources;
    if (!first) throw new Error('no articles');
    expect(sourceHash({ ...first, title: `${first.title}!` })).not.toBe(sourceHash(first));
    expect(sourceHash({ ...first, locale: 'ne' })).not.toBe(sourceHash(first));
  });
});
