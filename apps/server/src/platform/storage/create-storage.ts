import path from 'node:path';
import type { Settings } from '#env.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** S3 when `S3_URL` is set (several processes share files), else DATA_DIR/files. */
export function createStorage(settings: Pick<Settings, 'dataDir' | 's3'>): FileStorage {
  if (settings.s3) {
    return createS3Storage(settings.s3);
  }
  return createLocalStorage(path.join(settings.dataDir, 'files'));
}
