import { CliError, type CliIo } from './cli-output.ts';

/**
 * The new admin's password, never from the command line (it would stay in the shell's history
 * and in `ps`): typed twice at a prompt that does not echo on a terminal, else the first line of
 * standard input (`printf '%s\n' "$PASSWORD" | … admin create …`, or `< file`).
 */
export async function readPassword(io: CliIo, email: string): Promise<string> {
  if (io.stdin.isTTY && io.stdin.setRawMode) {
    const first = await promptHidden(io, `Password for ${email} (not shown): `);
    const second = await promptHidden(io, 'The same password again: ');
    if (first !== second) {
      throw new CliError('The two passwords differ. Nothing was created; run the command again.');
    }
    return first;
  }
  const line = (await readAll(io.stdin)).split(/\r?\n/)[0] ?? '';
  if (line === '') {
    throw new CliError('No password on standard input. Type it at the prompt (run the command in a terminal), pipe it in as the first line, or use --link.');
  }
  return line;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    text += chunk as string;
  }
  return text;
}

function promptHidden(io: CliIo, question: string): Promise<string> {
  const input = io.stdin;
  io.stdout.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = (result: () => void) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      io.stdout.write('\n');
      result();
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n') {
          finish(() => resolve(value));
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish(() => reject(new CliError('Cancelled: nothing was created.')));
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    input.on('data', onData);
  });
}
