import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff-to-sfnt.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'));

/** The OpenType table checksum: the sum of the table's big-endian 32-bit words (zero-padded). */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) {
    sum = (sum + padded.readUInt32BE(i)) >>> 0;
  }
  return sum;
}

describe('a WOFF font unpacked for the PDF', () => {
  it('is a TrueType file whose tables unpack to the checksums the WOFF states', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const numTables = sfnt.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // totalSfntSize
    const tags: string[] = [];
    for (let i = 0; i < numTables; i++) {
      const at = 12 + i * 16;
      const tag = sfnt.toString('latin1', at, at + 4);
      tags.push(tag);
      const data = sfnt.subarray(sfnt.readUInt32BE(at + 8), sfnt.readUInt32BE(at + 8) + sfnt.readUInt32BE(at + 12));
      // head's checksum is computed with its checkSumAdjustment field zeroed.
      const sum = tag === 'head' ? checksum(Buffer.concat([data.subarray(0, 8), Buffer.alloc(4), data.subarray(12)])) : checksum(data);
      expect(sum, tag).toBe(sfnt.readUInt32BE(at + 4));
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'hmtx', 'loca', 'name', 'post']));
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than the header'))).toThrow('not a WOFF 1.0 font');
  });
});
