import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { StorageNotFoundError, assertKey, hashIntoNewFile, isKey, type FileStorage, type StoredObject } from './file-storage.ts';
import type { S3Settings } from './s3-url.ts';

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/**
 * The same interface on any S3-compatible service, so several server processes share files.
 * The upload is first spooled to a local temp file while hashing (the key is the hash, known
 * only at the end), then sent with one PutObject, which S3 makes visible whole or not at all.
 */
export function createS3Storage(settings: S3Settings, spoolDir = os.tmpdir()): FileStorage & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services reject the SDK's default
    // streamed (aws-chunked) CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const Bucket = settings.bucket;
  const keyOf = (key: string) => {
    assertKey(key);
    return `${settings.prefix}${key.slice(0, 2)}/${key}`;
  };

  async function has(key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) {
        return false;
      }
      throw error;
    }
  }

  async function put(content: Readable): Promise<StoredObject> {
    await fsp.mkdir(spoolDir, { recursive: true });
    const spool = path.join(spoolDir, `thamani-upload-${randomUUID()}.part`);
    try {
      const stored = await hashIntoNewFile(content, spool);
      if (!(await has(stored.key))) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(stored.key),
            Body: fs.createReadStream(spool),
            ContentLength: stored.size,
            ContentType: 'application/octet-stream',
          }),
        );
      }
      return stored;
    } finally {
      await fsp.rm(spool, { force: true });
    }
  }

  return {
    kind: 's3',
    client,
    put,
    has,
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return res.Body as Readable;
      } catch (error) {
        if (isMissing(error)) {
          throw new StorageNotFoundError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(settings.prefix.length) ?? '';
          const key = name.slice(3);
          // Only our own layout (<2 hex>/<sha256>) counts: anything else in the bucket is not ours.
          if (isKey(key) && name === `${key.slice(0, 2)}/${key}`) {
            yield key;
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
