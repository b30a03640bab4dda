import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIo } from './cli-output.ts';
import { readPassword } from './read-password.ts';

function io(input: string): CliIo {
  const sink = { write: () => true };
  return { stdin: Readable.from([input]), stdout: sink, stderr: sink };
}

describe('the password of admin create, off a terminal', () => {
  it('is the first line of standard input, without its line ending', async () => {
    expect(await readPassword(io('correct horse battery\r\nsecond line\n'), 'a@b.test')).toBe('correct horse battery');
  });
  it('is refused when standard input is empty, saying the other ways', async () => {
    await expect(readPassword(io(''), 'a@b.test')).rejects.toThrow('No password on standard input. Type it at the prompt');
  });
});
