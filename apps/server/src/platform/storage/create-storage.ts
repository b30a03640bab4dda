import path from 'node:path';
import type { Settings } from '#env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import type { S3Settings } from './s3-url.ts';

/** S3 when `S3_URL` is set (several processes share files), else DATA_DIR/files. */
export function createStorage(settings: Pick<Settings, 'dataDir' | 's3'>): FileStorage {
  if (settings.s3) {
    return lazyS3Storage(settings.s3);
  }
  return createLocalStorage(path.join(settings.dataDir, 'files'));
}

/** The S3 storage, its AWS SDK (~20 MB resident) loaded with the first file operation, not at start-up. */
export function lazyS3Storage(s3: S3Settings): FileStorage {
  let storage: Promise<FileStorage> | null = null;
  const open = () => (storage ??= import('./s3-storage.ts').then((m) => m.createS3Storage(s3)));
  return {
    kind: 's3',
    put: async (content) => (await open()).put(content),
    get: async (key) => (await open()).get(key),
    has: async (key) => (await open()).has(key),
    delete: async (key) => (await open()).delete(key),
    list: async function* () {
      yield* (await open()).list();
    },
  };
}
