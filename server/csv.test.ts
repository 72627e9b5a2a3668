import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvField('Sita Sharma')).toBe('Sita Sharma');
    expect(csvField('Kathmandu, Nepal')).toBe('"Kathmandu, Nepal"');
    expect(csvField('say "namaste"')).toBe('"say ""namaste"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField(null)).toBe('');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+977 9841234567', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'defuses formula-like %j with a leading apostrophe',
    (value) => {
      expect(csvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('writes a header and CRLF-terminated rows', () => {
    const rows = [{ name: 'श्रेया', phone: '+9779841234567', email: null }];
    expect(toCsv(rows, ['name', 'phone', 'email'])).toBe("name,phone,email\r\nश्रेया,'+9779841234567,\r\n");
  });
});
