import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv.ts';

describe('CSV for the accountant (RFC 4180)', () => {
  it('writes plain text and numbers as they are, and null as an empty field', () => {
    expect(csvField('INV-000042')).toBe('INV-000042');
    expect(csvField(79_750)).toBe('79750');
    expect(csvField(0)).toBe('0');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Kamau, Wanjiru')).toBe('"Kamau, Wanjiru"');
    expect(csvField('The "Acacia" Bank')).toBe('"The ""Acacia"" Bank"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvField('+254712345678')).toBe("'+254712345678");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('leaves numbers alone: a number is never a formula', () => {
    expect(csvField(-5)).toBe('-5');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['INV-000001', 'Kamau, Wanjiru', 100, null])).toBe('INV-000001,"Kamau, Wanjiru",100,\r\n');
  });
});
