import { describe, expect, it } from 'vitest';
import { INPUT_MESSAGES } from './messages.ts';
import { isStorableText, storableString } from './text.ts';

describe('isStorableText', () => {
  it('accepts any text PostgreSQL stores as sent: markup, quotes, RTL, emoji, control characters other than NUL', () => {
    for (const ok of ['<script>alert(1)</script>', "'; DROP TABLE x; --", '\u202Eabc', '👩🏽‍💻🇰🇪', 'מרחב', '\u0001\t\n', '']) {
      expect(isStorableText(ok), ok).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF\uDBFF\uDC00'.slice(0, 2)]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('storableString reports its own message once, before the field’s other rules', () => {
    const schema = storableString({ error: 'Enter a title' }).trim().min(3, { error: 'Enter a title' });
    expect(schema.safeParse('a\u0000').error?.issues.map((i) => i.message)).toEqual([INPUT_MESSAGES.unstorableText]);
    expect(schema.safeParse(42).error?.issues.map((i) => i.message)).toEqual(['Enter a title']);
    expect(schema.parse('  <b>ok</b> ')).toBe('<b>ok</b>');
  });
});
