import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listSettings } from './env.ts';

/** docs/settings.md's table: each row's setting and its default cell. */
function documentedSettings(): Map<string, string> {
  const text = fs.readFileSync(fileURLToPath(new URL('../../../docs/settings.md', import.meta.url)), 'utf8');
  const rows = new Map<string, string>();
  for (const match of text.matchAll(/^\| `([A-Z0-9_]+)` \| ([^|]*) \|/gm)) {
    rows.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return rows;
}

describe('the settings reference (docs/settings.md)', () => {
  const documented = documentedSettings();
  const settings = listSettings();

  it('lists every setting env.ts reads', () => {
    const missing = settings.map((s) => s.name).filter((name) => !documented.has(name));
    expect(missing, `add a row to docs/settings.md's table for: ${missing.join(', ')}`).toEqual([]);
  });

  it('lists nothing env.ts no longer reads', () => {
    const known = new Set(settings.map((s) => s.name));
    const stale = [...documented.keys()].filter((name) => !known.has(name));
    expect(stale, `remove from docs/settings.md (env.ts does not read them): ${stale.join(', ')}`).toEqual([]);
  });

  it("gives each setting the schema's default", () => {
    const wrong = settings
      .filter((s) => s.schemaDefault !== undefined && documented.has(s.name) && !documented.get(s.name)?.startsWith(`\`${s.schemaDefault}\``))
      .map((s) => `${s.name} (env.ts: ${s.schemaDefault}; docs: ${documented.get(s.name)})`);
    const unset = settings
      .filter((s) => s.schemaDefault === undefined && documented.has(s.name) && !documented.get(s.name)?.startsWith('—'))
      .map((s) => `${s.name} has no schema default: its cell starts with —`);
    expect([...wrong, ...unset], 'docs/settings.md default column').toEqual([]);
  });
});
