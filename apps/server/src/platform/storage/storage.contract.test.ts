import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '#test/list-files.ts';
import { readObject, StorageNotFoundError, type FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { parseS3Url } from './s3-url.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream that sends some bytes, then fails (a client that hangs up half-way). */
function failingStream(first: Buffer): Readable {
  return new Readable({
    read() {
      if (this.readableLength === 0 && !(this as { sent?: boolean }).sent) {
        (this as { sent?: boolean }).sent = true;
        this.push(first);
        setImmediate(() => this.destroy(new Error('client went away')));
      }
    },
  });
}

/** A stream that fails on its first read, before the driver's temp file has finished opening. */
function streamFailingAtOnce(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error('client went away'));
    },
  });
}

interface Driver {
  storage: FileStorage;
  /** What the driver has stored (object keys or files), to prove nothing was left behind. */
  listing: () => Promise<string[]>;
}

/** The one contract both drivers keep. */
function contract(name: string, setup: () => Driver) {
  describe(`${name} storage driver`, () => {
    it('stores a stream under its SHA-256, reads it back, and stores the same bytes once', async () => {
      const { storage, listing } = setup();
      const bytes = Buffer.from(`%PDF-1.4 contract ${name} ${Math.random()}`);
      const before = await listing();
      const stored = await storage.put(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]));
      expect(stored).toEqual({ key: sha(bytes), size: bytes.length });
      expect(await storage.has(stored.key)).toBe(true);
      expect(await buffer(await storage.get(stored.key))).toEqual(bytes);
      const again = await storage.put(Readable.from([bytes]));
      expect(again).toEqual(stored);
      expect((await listing()).length).toBe(before.length + 1);
    });

    it('readObject gives back an object of many chunks whole, byte for byte', async () => {
      const { storage } = setup();
      const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + name.length) % 256));
      const stored = await storage.put(Readable.from([bytes.subarray(0, 70_000), bytes.subarray(70_000, 200_000), bytes.subarray(200_000)]));
      expect(await readObject(storage, stored.key)).toEqual(bytes);
      await storage.delete(stored.key);
      await expect(readObject(storage, stored.key)).rejects.toBeInstanceOf(StorageNotFoundError);
    });

    it('a stream that fails half-way stores nothing and leaves no temp file', async () => {
      const { storage, listing } = setup();
      const before = await listing();
      await expect(storage.put(failingStream(Buffer.alloc(64 * 1024, 7)))).rejects.toThrow('client went away');
      expect(await listing()).toEqual(before);
    });

    it('streams that fail at once leave no temp file either (500 tries: the file may still be opening as the stream fails)', async () => {
      const { storage, listing } = setup();
      const before = await listing();
      for (let i = 0; i < 500; i++) {
        await expect(storage.put(streamFailingAtOnce())).rejects.toThrow('client went away');
      }
      expect(await listing()).toEqual(before);
    });

    it('delete removes an object; absent keys are "not found", and deleting one is not an error', async () => {
      const { storage } = setup();
      const stored = await storage.put(Readable.from([Buffer.from(`delete me ${name} ${Math.random()}`)]));
      await storage.delete(stored.key);
      expect(await storage.has(stored.key)).toBe(false);
      await expect(storage.get(stored.key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.delete(stored.key)).resolves.toBeUndefined();
    });

    it('lists every stored key (a backup copies them all), and no key it does not hold', async () => {
      const { storage } = setup();
      const kept = await storage.put(Readable.from([Buffer.from(`listed ${name} ${Math.random()}`)]));
      const removed = await storage.put(Readable.from([Buffer.from(`removed ${name} ${Math.random()}`)]));
      await storage.delete(removed.key);
      const keys: string[] = [];
      for await (const key of storage.list()) {
        keys.push(key);
      }
      expect(keys).toContain(kept.key);
      expect(keys).not.toContain(removed.key);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('refuses keys that are not a SHA-256 (no paths reach the driver)', async () => {
      const { storage } = setup();
      await expect(storage.get('../../etc/passwd')).rejects.toThrow('invalid storage key');
      await expect(readObject(storage, '../../etc/passwd')).rejects.toThrow('invalid storage key');
      await expect(storage.has('AB')).rejects.toThrow('invalid storage key');
    });
  });
}

// ---------------------------------------------------------------------------------------------

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-storage-'));
contract('local', () => ({
  storage: createLocalStorage(localRoot),
  listing: async () => listFiles(localRoot),
}));

describe('storage layout', () => {
  it('local: writes DATA_DIR/files/<aa>/<sha256>', async () => {
    const storage = createLocalStorage(localRoot);
    const stored = await storage.put(Readable.from([Buffer.from('layout')]));
    expect(fs.existsSync(path.join(localRoot, stored.key.slice(0, 2), stored.key))).toBe(true);
  });

  it('s3: writes <prefix>/<aa>/<sha256> in the bucket', async () => {
    const storage = createS3Storage(parseS3Url(s3Url), spoolDir);
    const stored = await storage.put(Readable.from([Buffer.from('layout')]));
    const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: 'thamani-test', Prefix: 'files/' }));
    expect(listed.Contents?.map((o) => o.Key)).toContain(`files/${stored.key.slice(0, 2)}/${stored.key}`);
  });

  it('s3 from the settings (SDK loaded on first use): stores, finds and deletes in the bucket', async () => {
    const storage = createStorage({ dataDir: localRoot, s3: parseS3Url(s3Url) });
    expect(storage.kind).toBe('s3');
    const stored = await storage.put(Readable.from([Buffer.from('from settings')]));
    expect(await storage.has(stored.key)).toBe(true);
    await storage.delete(stored.key);
    expect(await storage.has(stored.key)).toBe(false);
  });
});

// A local S3-compatible server on 127.0.0.1 (s3rver), in a temp folder: no network needed.
let s3rver: S3rver;
let s3Dir: string;
let s3Url: string;
const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-spool-'));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thamani-s3rver-'));
  const port = await freePort();
  s3rver = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'thamani-test', configs: [] }],
  });
  await s3rver.run();
  s3Url = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/thamani-test/files?region=us-east-1&forcePathStyle=true`;
});
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(localRoot, { recursive: true, force: true });
});

contract('s3', () => {
  const storage = createS3Storage(parseS3Url(s3Url), spoolDir);
  return {
    storage,
    // The bucket's objects, plus the local spool folder, which must end empty too.
    listing: async () => {
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: 'thamani-test' }));
      return [...(listed.Contents ?? []).map((o) => o.Key ?? ''), ...listFiles(spoolDir)].sort();
    },
  };
});

describe('S3_URL', () => {
  it('parses credentials, endpoint, bucket, prefix and options', () => {
    expect(parseS3Url('s3://AK%2F1:se%2Bcret@s3.example.com/bucket/deep/prefix?region=eu-west-1&forcePathStyle=false')).toEqual({
      endpoint: 'https://s3.example.com',
      region: 'eu-west-1',
      bucket: 'bucket',
      prefix: 'deep/prefix/',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se+cret',
      forcePathStyle: false,
    });
    expect(parseS3Url('s3+http://a:b@127.0.0.1:4569/b').endpoint).toBe('http://127.0.0.1:4569');
  });

  it('refuses a URL without a bucket or credentials, naming the expected format', () => {
    expect(() => parseS3Url('s3://127.0.0.1/bucket')).toThrow(/access key.*expected s3:\/\//);
    expect(() => parseS3Url('https://a:b@host/bucket')).toThrow(/must start with s3:\/\//);
  });
});
