// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { createEmotionCache, prerenderedRuleIds } from './emotionCache';

function insertedCss(styles: CSSObject): string {
  const cache = createEmotionCache();
  const serialized = serializeStyles([styles], cache.registered);
  const rules: string[] = [];
  cache.sheet.insert = (rule: string) => void rules.push(rule);
  cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true);
  return rules.join('');
}

describe('the Emotion cache', () => {
  it('writes no prefixes for properties every supported browser knows unprefixed', () => {
    const css = insertedCss({
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      transition: 'opacity 1s',
    });
    expect(css).toContain('display:flex;');
    expect(css).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps the -webkit- twin where Safari still needs it', () => {
    const css = insertedCss({ backdropFilter: 'blur(12px)', userSelect: 'none', hyphens: 'auto' });
    expect(css).toContain('-webkit-backdrop-filter:blur(12px);backdrop-filter:blur(12px);');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).toContain('-webkit-hyphens:auto;hyphens:auto;');
  });

  it('leaves prefixes written on purpose as they are', () => {
    const css = insertedCss({ WebkitTapHighlightColor: 'transparent' });
    expect(css).toContain('-webkit-tap-highlight-color:transparent;');
    expect(css).not.toContain('-webkit-webkit');
  });

  it('takes the rules the prerendered page names in its classes as inserted, and those its tag lists', () => {
    document.body.innerHTML =
      '<header class="MuiAppBar-root rp-1a3tedq"><button class="rp-uk1yyd x-rp-no">Menu</button></header>' +
      '<p class="prose-rp-x rp-0">text with rp-notaclass in it</p>';
    document.head.innerHTML = '<style data-s="" data-emotion="rp 50jrlr">.rp-1a3tedq{position:fixed}</style>';
    expect([...prerenderedRuleIds(document)].sort()).toEqual(['0', '1a3tedq', 'uk1yyd']);
    const cache = createEmotionCache();
    for (const id of ['1a3tedq', 'uk1yyd', '0', '50jrlr']) expect(cache.inserted[id]).toBe(true);
    expect(cache.inserted['notaclass']).toBeUndefined();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
});
