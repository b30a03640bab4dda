import type { SystemStatus } from '@thamani/domain/system';
import { useId } from 'react';

const KIND_WORDS = {
  local: 'A folder on this server (DATA_DIR/files)',
  s3: 'An S3-compatible bucket (S3_URL)',
} as const;

/** Where uploaded files go, and whether a test write just now succeeded. */
export function StorageCard({ storage }: { storage: SystemStatus['storage'] }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        File storage
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Kind</dt>
        <dd>{KIND_WORDS[storage.kind]}</dd>
        <dt className="text-muted-foreground">Writable</dt>
        <dd className={storage.writable ? undefined : 'font-medium text-destructive'}>
          {storage.writable ? 'Yes' : `No: ${storage.problem ?? 'a test write failed'}`}
        </dd>
      </dl>
    </section>
  );
}
