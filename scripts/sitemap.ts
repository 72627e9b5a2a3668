/**
 * sitemap.xml: every page once per language, each entry naming all its language versions
 * (`xhtml:link rel="alternate" hreflang`, x-default = English), as search engines expect for
 * multilingual sites.
 */
export type PageLanguages = Readonly<Partial<Record<string, string>>>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, pages: readonly PageLanguages[], defaultLocale = 'en'): string {
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = pages.flatMap((languages) => {
    const versions = Object.entries(languages).filter((entry): entry is [string, string] => !!entry[1]);
    const alternates =
      versions.length > 1
        ? [
            ...versions.map(
              ([locale, path]) =>
                `    <xhtml:link rel="alternate" hreflang="${locale}" href="${url(path)}"/>`,
            ),
            `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(languages[defaultLocale] ?? versions[0]?.[1] ?? '/')}"/>`,
          ]
        : [];
    return versions.map(([, path]) =>
      ['  <url>', `    <loc>${url(path)}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
