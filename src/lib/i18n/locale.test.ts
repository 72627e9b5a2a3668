import { describe, expect, it } from 'vitest';
import { localizedPath, locales, splitLocale } from './locale';

describe('locale paths', () => {
  it('keeps English at the root and prefixes every other language', () => {
    expect(localizedPath('/academy', 'en')).toBe('/academy');
    expect(localizedPath('/academy', 'ne')).toBe('/ne/academy');
    expect(localizedPath('/', 'ne')).toBe('/ne');
    expect(localizedPath('/blog/ai-agents-guide', 'ne')).toBe('/ne/blog/ai-agents-guide');
  });

  it('splits a path into its language and the page', () => {
    expect(splitLocale('/ne/academy')).toEqual({ locale: 'ne', path: '/academy' });
    expect(splitLocale('/ne')).toEqual({ locale: 'ne', path: '/' });
    expect(splitLocale('/ne/')).toEqual({ locale: 'ne', path: '/' });
    expect(splitLocale('/academy')).toEqual({ locale: 'en', path: '/academy' });
    // Only a whole first segment is a language: /news is an English path.
    expect(splitLocale('/news')).toEqual({ locale: 'en', path: '/news' });
    // The default language has no prefix of its own.
    expect(splitLocale('/en/academy')).toEqual({ locale: 'en', path: '/en/academy' });
  });

  it('round-trips every language', () => {
    for (const locale of locales)
      for (const path of ['/', '/pricing', '/use-cases/business'])
        expect(splitLocale(localizedPath(path, locale))).toEqual({ locale, path });
  });
});
