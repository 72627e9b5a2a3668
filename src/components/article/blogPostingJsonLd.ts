import { absoluteUrl, site } from '../../content/site';
import { media, mediaUrl, type MediaName } from '../../content/media-manifest';
import type { BlogArticle, ImageRef } from '../../content/types';

/** The URL of an image's largest JPEG, absolute, for search engines and link previews. */
export function absoluteImageUrl(image: ImageRef): string {
  const { name } = image;
  const asset = image.asset ?? media[name as MediaName];
  if (!asset) throw new Error(`Unknown image "${name}": run npm run media`);
  const largest = Math.max(...asset.widths);
  return absoluteUrl(mediaUrl(name as MediaName, largest, 'jpg'));
}

/** schema.org BlogPosting for an article page, served at `path`. */
export function blogPostingJsonLd(
  article: BlogArticle,
  path: string,
  language: { locale: string; authorName: string } = { locale: 'en', authorName: article.authorName },
): Record<string, unknown> {
  const url = absoluteUrl(path);
  const isOrganisation = article.authorName === `${site.name} Team`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    image: absoluteImageUrl(article.heroImage),
    datePublished: article.date,
    author: isOrganisation
      ? { '@type': 'Organization', name: language.authorName, url: absoluteUrl('/') }
      : { '@type': 'Person', name: language.authorName },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: language.locale,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
  };
}
