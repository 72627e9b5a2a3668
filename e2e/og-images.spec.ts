import { test, expect } from './support/fixtures';

/**
 * Every article, in every language, names its own preview card in the prerendered HTML (what
 * Facebook, WhatsApp and Viber read: they run no JavaScript), and the card loads as a 1200 x 630 PNG.
 */
const indexes = [
  { locale: 'en', blog: '/blog', prefix: '' },
  { locale: 'ne', blog: '/ne/blog', prefix: '/ne' },
] as const;

/** The content of each <meta property|name=…> in the page, by key. */
function metaTags(html: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, value]),
    );
    const key = attributes.get('property') ?? attributes.get('name');
    const content = attributes.get('content');
    if (key && content !== undefined) found.set(key, decodeEntities(content));
  }
  return found;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('article preview images', () => {
  for (const { locale, blog, prefix } of indexes) {
    test(`every ${locale} article has its own og:image that loads`, async ({ request }) => {
      const index = await (await request.get(blog)).text();
      const articles = [
        ...new Set(
          [...index.matchAll(new RegExp(`href="${prefix}/blog/([a-z0-9-]+)"`, 'g'))].map((m) => m[1]),
        ),
      ];
      expect(articles.length).toBeGreaterThanOrEqual(5);

      const images = new Set<string>();
      for (const id of articles) {
        const path = `${prefix}/blog/${id}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        const meta = metaTags(html);
        const image = meta.get('og:image') ?? '';
        const title = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

        expect(image, path).toMatch(
          new RegExp(`^https?://[^/]+/media/og/blog/${locale}/${id}\\.png\\?v=[0-9a-f]{10}$`),
        );
        expect(meta.get('og:image:width'), path).toBe('1200');
        expect(meta.get('og:image:height'), path).toBe('630');
        expect(meta.get('og:image:alt'), path).toBe(decodeEntities(title));
        expect(meta.get('twitter:card'), path).toBe('summary_large_image');
        expect(meta.get('twitter:image:alt'), path).toBe(decodeEntities(title));
        images.add(image);

        // The card as a crawler fetches it: from this server, by the path in the absolute URL.
        const card = await request.get(image.replace(/^https?:\/\/[^/]+/, ''));
        expect(card.status(), image).toBe(200);
        expect(card.headers()['content-type'], image).toMatch(/^image\/png\b/);
        const png = await card.body();
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        expect(png.toString('latin1', 12, 16)).toBe('IHDR');
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      }
      expect(images.size).toBe(articles.length);
    });
  }
});
