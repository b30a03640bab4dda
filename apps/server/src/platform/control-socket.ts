import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The embedded database's local control channel: a Unix domain socket, DATA_DIR/control.sock,
 * through which a command run on this machine asks the running server to do what only the
 * process holding DATA_DIR may do (PGlite is one process's), e.g. `npm run backup`. There is no
 * network port and no authentication beyond the socket file's permissions (0600: the server's
 * own user, and root). One request per connection, newline-delimited JSON:
 *   → {"command":"backup"}
 *   ← {"accepted":true}                          at once, so the command knows the server heard it
 *   ← {"ok":true,"result":{…}} | {"ok":false,"error":"…"}   when the work is done
 */
export const CONTROL_SOCKET_NAME = 'control.sock';
/** Linux's limit on a socket path (sun_path, 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH_BYTES = 107;

export type ControlHandler = () => Promise<Record<string, unknown>>;

export interface ControlChannel {
  path: string;
  close: () => Promise<void>;
}

/** The channel failed, or (`refusedByServer`) the server heard the command and answered with why it failed. */
export class ControlSocketError extends Error {
  constructor(
    message: string,
    readonly refusedByServer = false,
  ) {
    super(message);
  }
}

export function controlSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_SOCKET_NAME);
}

/** A socket file left by a server that died (kill -9, power loss) is removed; any other file there is not ours to delete. */
function removeStaleSocket(socketPath: string): void {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch {
    return;
  }
  if (!stat.isSocket()) {
    throw new ControlSocketError(`${socketPath} exists and is not Thamani's control socket. Move it away.`);
  }
  fs.unlinkSync(socketPath);
}

function answer(socket: net.Socket, message: Record<string, unknown>): void {
  if (!socket.destroyed) {
    socket.write(`${JSON.stringify(message)}\n`);
  }
}

/**
 * Listen on DATA_DIR/control.sock (mode 0600). Only the process holding the DATA_DIR lock calls
 * this, so a socket already there is stale and replaced. `close` stops listening and removes the file.
 */
export async function openControlSocket(dataDir: string, handlers: Record<string, ControlHandler>, log: FastifyBaseLogger): Promise<ControlChannel> {
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    throw new ControlSocketError(`the control socket's path ${socketPath} is longer than ${MAX_SOCKET_PATH_BYTES} bytes; use a shorter DATA_DIR.`);
  }
  removeStaleSocket(socketPath);
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let received = '';
    const onData = (chunk: string) => {
      received += chunk;
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > 4096) {
          socket.destroy();
        }
        return;
      }
      socket.off('data', onData);
      void serve(socket, received.slice(0, end));
    };
    socket.on('data', onData);
  });
  const serve = async (socket: net.Socket, line: string) => {
    let command: unknown;
    try {
      command = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      command = undefined;
    }
    const handler = typeof command === 'string' && Object.hasOwn(handlers, command) ? handlers[command] : undefined;
    if (!handler) {
      answer(socket, { ok: false, error: `unknown command ${JSON.stringify(command ?? null)}` });
      socket.end();
      return;
    }
    answer(socket, { accepted: true });
    log.info({ command }, 'control socket: command received');
    try {
      answer(socket, { ok: true, result: await handler() });
    } catch (error) {
      answer(socket, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    socket.end();
  };
  // The socket is created with the process's umask: 0177 makes it 0600 from its first moment.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  const removeFile = () => {
    try {
      if (fs.lstatSync(socketPath).isSocket()) {
        fs.unlinkSync(socketPath);
      }
    } catch {
      // already gone
    }
  };
  process.once('exit', removeFile);
  let closed = false;
  return {
    path: socketPath,
    close: async () => {
      if (closed) {
        return;
      }
      closed = true;
      process.off('exit', removeFile);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) {
          socket.destroy();
        }
      });
      removeFile();
    },
  };
}

export interface AskOptions {
  /** How long the server has to say it heard the command (the work itself may take long). */
  acceptTimeoutMs?: number;
}

/**
 * Ask the server on DATA_DIR to run `command` and wait for its result. Throws ControlSocketError
 * (in an operator's words) when there is no socket, nobody answers, or the command failed.
 */
export async function askControlSocket(dataDir: string, command: string, options: AskOptions = {}): Promise<Record<string, unknown>> {
  const socketPath = controlSocketPath(dataDir);
  const acceptTimeoutMs = options.acceptTimeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    socket.setEncoding('utf8');
    let received = '';
    let accepted = false;
    let settled = false;
    const finish = (error: Error | null, result?: Record<string, unknown>) => {
      if (settled) {
        return;
      }
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) {
        reject(error);
      } else {
        resolve(result ?? {});
      }
    };
    const timer = setTimeout(() => finish(new ControlSocketError(`the server's control socket ${socketPath} did not answer within ${Math.round(acceptTimeoutMs / 1000)} s.`)), acceptTimeoutMs);
    socket.on('connect', () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
      let end = received.indexOf('\n');
      while (end >= 0) {
        const message = JSON.parse(received.slice(0, end)) as { accepted?: boolean; ok?: boolean; result?: Record<string, unknown>; error?: string };
        received = received.slice(end + 1);
        end = received.indexOf('\n');
        if (message.accepted) {
          accepted = true;
          clearTimeout(timer);
        } else if (message.ok) {
          finish(null, message.result);
        } else {
          finish(new ControlSocketError(message.error ?? 'the server refused the command.', true));
        }
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'ENOENT'
          ? `there is no control socket ${socketPath} (is the server older than this command, or was the socket removed?).`
          : error.code === 'ECONNREFUSED'
            ? `the control socket ${socketPath} does not answer (a server that stopped without removing it?).`
            : error.code === 'EACCES'
              ? `this user may not open the control socket ${socketPath}: run the command as the server's user.`
              : `the control socket ${socketPath} failed (${error.code ?? error.message}).`;
      finish(new ControlSocketError(why));
    });
    socket.on('close', () => finish(new ControlSocketError(accepted ? 'the server closed the control socket before the command finished (did it stop?).' : `the control socket ${socketPath} closed without an answer.`)));
  });
}
