import { Helmet } from 'react-helmet-async';
import { absoluteUrl, site } from '../../content/site';
import { ogImage } from '../../content/brand-manifest';
import { publishedLocales } from '../../content/localized';
import { defaultLocale, localizedPath, ogLocales } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { useContent } from '../i18n/useContent';
import { usePagePath } from '../navigation/usePagePath';

export type JsonLd = Record<string, unknown>;

/** A social preview image: site-relative URL, size in pixels and what it shows. */
export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeoProps {
  title: string;
  description: string;
  /**
   * The page's path without its language (content's form); defaults to the current page. Pass one for
   * pages reachable under several paths.
   */
  canonicalPath?: string;
  /** Open Graph type: 'website' by default, 'article' for blog posts. */
  type?: 'website' | 'article';
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
  /** The page's own preview image (a blog article's card); the site's card otherwise. */
  image?: SeoImage;
}

/**
 * Every page's metadata in one place. React 19 hoists the title, meta and link tags into <head>
 * (also during prerendering) and removes them when the page unmounts, so no page ends up with two.
 * Each page names its twins in the other languages (hreflang, x-default = English) and its own
 * canonical URL in its own language.
 */
export function Seo({
  title,
  description,
  canonicalPath,
  type = 'website',
  jsonLd,
  noindex = false,
  image,
}: SeoProps) {
  const locale = useLocale();
  const { ui } = useContent();
  const currentPath = usePagePath();
  const pagePath = canonicalPath ?? currentPath;
  const url = absoluteUrl(localizedPath(pagePath, locale));
  const alternates = noindex
    ? []
    : [
        ...publishedLocales.map((other) => ({ hreflang: other, path: localizedPath(pagePath, other) })),
        { hreflang: 'x-default', path: localizedPath(pagePath, defaultLocale) },
      ];
  // The site card in the page's language, as an article's own card is.
  const preview = image ?? { ...ogImage, alt: `${site.name}: ${ui.uiStrings.tagline}` };
  const imageUrl = absoluteUrl(preview.url);
  const structuredData = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        {noindex ? <meta name="robots" content="noindex" /> : null}
        {noindex ? null : <link rel="canonical" href={url} />}
        {alternates.map(({ hreflang, path }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absoluteUrl(path)} />
        ))}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:type" content={type} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url} />
        <meta property="og:locale" content={ogLocales[locale]} />
        {publishedLocales
          .filter((other) => other !== locale)
          .map((other) => (
            <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />
          ))}
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content={String(preview.width)} />
        <meta property="og:image:height" content={String(preview.height)} />
        <meta property="og:image:alt" content={preview.alt} />
        {/* X reads og:title, og:description and og:image when its own tags are absent (its cards markup
            reference); the image's alt has no such fallback. */}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:image:alt" content={preview.alt} />
      </Helmet>
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON.stringify output is safe inside a script once "<" is escaped (prevents </script> breakouts).
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
