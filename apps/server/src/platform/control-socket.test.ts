import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { askControlSocket, CONTROL_SOCKET_NAME, ControlSocketError, openControlSocket } from './control-socket.ts';

const quiet = () => undefined;
const log = { level: 'silent', fatal: quiet, error: quiet, warn: quiet, info: quiet, debug: quiet, trace: quiet, silent: quiet, child: () => log } as unknown as FastifyBaseLogger;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-ctl-'));
let n = 0;
const newDataDir = () => {
  const dir = path.join(root, String(++n));
  fs.mkdirSync(dir);
  return dir;
};

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the control socket', () => {
  it('is DATA_DIR/control.sock, readable and writable by the server’s user only, and removed when closed', async () => {
    const dataDir = newDataDir();
    const channel = await openControlSocket(dataDir, { backup: async () => ({ done: 'yes' }) }, log);
    const stat = fs.lstatSync(path.join(dataDir, CONTROL_SOCKET_NAME));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(await askControlSocket(dataDir, 'backup')).toEqual({ done: 'yes' });
    await channel.close();
    expect(fs.existsSync(path.join(dataDir, CONTROL_SOCKET_NAME))).toBe(false);
  });

  it('replaces a socket a dead server left behind', async () => {
    const dataDir = newDataDir();
    const socketPath = path.join(dataDir, CONTROL_SOCKET_NAME);
    // A process that exits without closing its server leaves the file (as after kill -9).
    spawnSync(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(socketPath)}, () => process.exit(0))`]);
    expect(fs.lstatSync(socketPath).isSocket()).toBe(true);
    await expect(askControlSocket(dataDir, 'backup')).rejects.toThrow('does not answer');
    const channel = await openControlSocket(dataDir, { backup: async () => ({ fresh: true }) }, log);
    expect(await askControlSocket(dataDir, 'backup')).toEqual({ fresh: true });
    await channel.close();
  });

  it('refuses to delete a file there that is not a socket', async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(path.join(dataDir, CONTROL_SOCKET_NAME), 'notes');
    await expect(openControlSocket(dataDir, {}, log)).rejects.toThrow('is not Thamani');
    expect(fs.readFileSync(path.join(dataDir, CONTROL_SOCKET_NAME), 'utf8')).toBe('notes');
  });

  it('passes on why a command failed, and refuses unknown commands', async () => {
    const dataDir = newDataDir();
    const channel = await openControlSocket(dataDir, { backup: () => Promise.reject(new Error('The disk is full.')) }, log);
    const failed = await askControlSocket(dataDir, 'backup').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ControlSocketError);
    expect((failed as ControlSocketError).message).toBe('The disk is full.');
    expect((failed as ControlSocketError).refusedByServer).toBe(true);
    await expect(askControlSocket(dataDir, 'drop-everything')).rejects.toThrow('unknown command "drop-everything"');
    await channel.close();
  });

  it('says so when there is no socket, or nobody answers on it', async () => {
    const dataDir = newDataDir();
    const absent = await askControlSocket(dataDir, 'backup').catch((error: unknown) => error);
    expect((absent as ControlSocketError).message).toContain('there is no control socket');
    expect((absent as ControlSocketError).refusedByServer).toBe(false);

    const held: net.Socket[] = [];
    const mute = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => mute.listen(path.join(dataDir, CONTROL_SOCKET_NAME), resolve));
    await expect(askControlSocket(dataDir, 'backup', { acceptTimeoutMs: 300 })).rejects.toThrow('did not answer within');
    held.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => mute.close(() => resolve()));
  });
});
