// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { linkWebManifest } from './webManifest';

describe('linkWebManifest', () => {
  it('links the manifest once, however often it is called', () => {
    linkWebManifest(document);
    linkWebManifest(document);
    const links = document.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
