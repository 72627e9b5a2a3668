// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ogImage } from '../../content/brand-manifest';
import { previewCardImage, previewCardSource } from '../article/previewCards';
import { absoluteUrl, site } from '../../content/site';
import { contentFor } from '../../content/localized';
import type { Locale } from '../../lib/i18n/locale';
import { LocaleContext } from '../../lib/i18n/LocaleContext';
import { Seo, type SeoImage } from './Seo';

function renderSeo(locale: Locale, path: string, image?: SeoImage) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocaleContext value={locale}>
        <HelmetProvider>
          <Seo title="A title" description="A description of the page." image={image} />
        </HelmetProvider>
      </LocaleContext>
    </MemoryRouter>,
  );
  const meta = (attribute: 'property' | 'name', key: string) =>
    document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');
  return {
    image: meta('property', 'og:image'),
    width: meta('property', 'og:image:width'),
    height: meta('property', 'og:image:height'),
    alt: meta('property', 'og:image:alt'),
    card: meta('name', 'twitter:card'),
    /** Tags X would read in place of Open Graph's: none but the card type and the image's alt. */
    twitterDuplicates: ['twitter:title', 'twitter:description', 'twitter:image'].filter(
      (key) => meta('name', key) !== undefined,
    ),
    twitterAlt: meta('name', 'twitter:image:alt'),
  };
}

describe('Seo preview image', () => {
  it('is the site card unless the page has its own', () => {
    const tags = renderSeo('en', '/pricing');
    expect(tags.image).toBe(absoluteUrl(ogImage.url));
    expect([tags.width, tags.height]).toEqual([String(ogImage.width), String(ogImage.height)]);
    expect(tags.alt).toBe(`${site.name}: ${site.tagline}`);
    expect(tags.card).toBe('summary_large_image');
    expect(tags.twitterDuplicates).toEqual([]);
  });

  it("describes the site card in the page's language", () => {
    const tags = renderSeo('ne', '/ne/pricing');
    expect(tags.image).toBe(absoluteUrl(ogImage.url));
    expect(tags.alt).toBe(`${site.name}: ${contentFor('ne').ui.uiStrings.tagline}`);
    expect(tags.alt).toMatch(/[\u0900-\u097F]/);
    expect(tags.twitterAlt).toBe(tags.alt);
  });

  it("is the article's own card in the page's language, absolute, with its size and alt", () => {
    const source = previewCardSource('ne', 'ai-agents-guide');
    if (!source) throw new Error('no Nepali ai-agents-guide');
    const card = previewCardImage(source);
    const tags = renderSeo('ne', '/ne/blog/ai-agents-guide', card);
    expect(tags.image).toBe(absoluteUrl(card.url));
    expect(tags.image).toMatch(
      /^https?:\/\/[^/]+\/media\/og\/blog\/ne\/ai-agents-guide\.png\?v=[0-9a-f]{10}$/,
    );
    expect([tags.width, tags.height]).toEqual(['1200', '630']);
    expect(tags.alt).toBe(card.alt);
    expect(tags.alt).toMatch(/[\u0900-\u097F]/);
    expect(tags.card).toBe('summary_large_image');
    expect(tags.twitterDuplicates).toEqual([]);
    expect(tags.twitterAlt).toBe(card.alt);
  });
});
