import { describe, expect, it, vi } from 'vitest';
import { attributionVectors } from '../../../tests/fixtures/attributionVectors';
import { describeFirstTouch } from '../../lib/attribution/firstTouchReader';
import { insertWithAttribution, refusedForAttribution } from './attributedInsert';
import { attributionColumns, isValidAttribution } from './attribution';

describe('attribution rules agree with the database (shared vectors)', () => {
  it.each(attributionVectors.map((vector) => [vector.label, vector] as const))('%s', (_label, vector) => {
    expect(isValidAttribution(vector.column, vector.value)).toBe(vector.db === 'accepts');
  });
});

describe('attributionColumns', () => {
  it('records the campaign landing, the form page and its language', () => {
    const touch = describeFirstTouch(
      'https://rupantaran.ai/blog/ai-agents-guide?utm_source=facebook&utm_campaign=dashain#top',
      'https://l.facebook.com/some/path?x=1',
    );
    expect(attributionColumns(touch, '/ne/consultation', 'ne')).toEqual({
      landing_path: '/blog/ai-agents-guide',
      referrer_host: 'l.facebook.com',
      utm_source: 'facebook',
      utm_campaign: 'dashain',
      form_path: '/ne/consultation',
      page_language: 'ne',
    });
  });

  it('ignores the site itself and non-web schemes as referrers', () => {
    expect(describeFirstTouch('https://rupantaran.ai/x', 'https://rupantaran.ai/y').referrer).toBe('');
    expect(describeFirstTouch('https://rupantaran.ai/x', 'android-app://com.x').referrer).toBe('');
    expect(describeFirstTouch('https://rupantaran.ai/x', '').referrer).toBe('');
  });

  it('drops each bad value on its own, keeps the good ones, trims utm values', () => {
    const columns = attributionColumns(
      {
        landing: 'not-a-path',
        referrer: 'Evil.Example:80',
        utm: {
          utm_source: '  google ',
          utm_medium: '<script>',
          utm_term: 'x'.repeat(101),
          utm_content: 'a\r\nb',
        },
      },
      '/consultation',
      'fr',
    );
    expect(columns).toEqual({ utm_source: 'google', form_path: '/consultation' });
  });

  it('has nothing to add without a first touch and outside a page', () => {
    expect(attributionColumns(null, '', '')).toEqual({});
  });
});

describe('insertWithAttribution', () => {
  const row = { full_name: 'Sita' };
  const attribution = { utm_source: 'facebook' };

  it('sends the row alone when there is no attribution', async () => {
    const insert = vi.fn(async () => ({ error: null }));
    await insertWithAttribution(insert, row, {});
    expect(insert).toHaveBeenCalledExactlyOnceWith(row);
  });

  it('retries without the attribution when the database refuses it, and only then', async () => {
    const refused = {
      code: '23514',
      message: 'new row for relation "consultation_requests" violates check constraint "utm_text"',
    };
    const insert = vi.fn().mockResolvedValueOnce({ error: refused }).mockResolvedValueOnce({ error: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(insertWithAttribution(insert, row, attribution)).resolves.toEqual({ error: null });
    expect(insert.mock.calls).toEqual([[{ ...row, ...attribution }], [row]]);
    warn.mockRestore();
  });

  it('does not retry a refusal of the request itself', async () => {
    const refused = { code: '23514', message: 'violates check constraint "email_shape"' };
    const insert = vi.fn(async () => ({ error: refused }));
    await expect(insertWithAttribution(insert, row, attribution)).resolves.toEqual({ error: refused });
    expect(insert).toHaveBeenCalledOnce();
    expect(refusedForAttribution({ code: 'PT429', message: 'Too many' })).toBe(false);
    expect(
      refusedForAttribution({ code: 'PGRST204', message: "Could not find the 'utm_source' column" }),
    ).toBe(true);
  });
});
