import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  analyticsOrigin,
  inlineScriptHashes,
  renderHeadersTemplate,
  supabaseOrigins,
} from '../../scripts/headers';
import { headersForPath, parseHeadersFile, patternToRegExp } from '../../scripts/serve/headersFile';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts exactly as written and skips data blocks and external scripts', () => {
    const colourScript = "\n(function(){ document.documentElement.dataset.mode = 'dark' })();\n";
    const html = [
      `<script>${colourScript}</script>`,
      '<script type="module">import "/x.js";</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script data-srcish="1">1 &amp;&amp; 2</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha(colourScript),
      sha('import "/x.js";'),
      sha('1 &amp;&amp; 2'),
    ]);
  });
});

describe('supabaseOrigins', () => {
  it('gives the https and wss origins of a configured project, nothing when unset', () => {
    expect(supabaseOrigins('https://abcd.supabase.co/')).toBe(
      'https://abcd.supabase.co wss://abcd.supabase.co',
    );
    expect(supabaseOrigins(undefined)).toBe('');
    expect(supabaseOrigins('  ')).toBe('');
  });
});

describe('renderHeadersTemplate', () => {
  const template = [
    '/*',
    "  Content-Security-Policy: script-src 'self' {{SCRIPT_HASHES}}; connect-src 'self' {{SUPABASE_ORIGIN}}; object-src 'none'",
    '',
  ].join('\n');

  it('fills in the placeholders without leaving stray spaces', () => {
    const filled = renderHeadersTemplate(template, {
      scriptHashes: ["'sha256-a'", "'sha256-b'"],
      supabaseOrigin: '',
    });
    expect(filled).toContain(
      "  Content-Security-Policy: script-src 'self' 'sha256-a' 'sha256-b'; connect-src 'self'; object-src 'none'",
    );
    expect(filled).not.toContain('{{');
    expect(filled.startsWith('# Generated')).toBe(true);
  });

  it('adds the hosted backend to connect-src when configured', () => {
    const filled = renderHeadersTemplate(template, {
      scriptHashes: [],
      supabaseOrigin: 'https://x.supabase.co wss://x.supabase.co',
    });
    expect(filled).toContain(
      "script-src 'self'; connect-src 'self' https://x.supabase.co wss://x.supabase.co;",
    );
  });
});

describe('analyticsOrigin', () => {
  it('names exactly an external analytics endpoint, and nothing for a path on the site', () => {
    expect(analyticsOrigin('https://plausible.io/api/event')).toBe('https://plausible.io');
    expect(analyticsOrigin('http://127.0.0.1:4447/api/event')).toBe('http://127.0.0.1:4447');
    expect(analyticsOrigin('/api/event')).toBe('');
    expect(analyticsOrigin(undefined)).toBe('');
  });
});

describe('_headers parsing', () => {
  it('matches splats and placeholders like Netlify and Cloudflare Pages', () => {
    expect(patternToRegExp('/*').test('/')).toBe(true);
    expect(patternToRegExp('/assets/*').test('/assets/a/b.js')).toBe(true);
    expect(patternToRegExp('/assets/*').test('/assetsx')).toBe(false);
    expect(patternToRegExp('/blog/:slug').test('/blog/post')).toBe(true);
    expect(patternToRegExp('/blog/:slug').test('/blog/a/b')).toBe(false);
    expect(patternToRegExp('/a.html').test('/aXhtml')).toBe(false);
  });

  it('merges repeated headers, honours detaches and ignores host-specific rules', () => {
    const rules = parseHeadersFile(
      [
        '# site-wide',
        '/*',
        '  X-Frame-Options: DENY',
        '  Link: </a.css>; rel=preload',
        '/assets/*',
        '  Link: </b.css>; rel=preload',
        '  ! X-Frame-Options',
        'https://example.pages.dev/*',
        '  X-Robots-Tag: noindex',
      ].join('\n'),
    );
    expect(Object.fromEntries(headersForPath(rules, '/about'))).toEqual({
      'X-Frame-Options': 'DENY',
      Link: '</a.css>; rel=preload',
    });
    expect(Object.fromEntries(headersForPath(rules, '/assets/x.js'))).toEqual({
      Link: '</a.css>; rel=preload, </b.css>; rel=preload',
    });
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/line 1/);
  });
});
