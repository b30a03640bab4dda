import { formatFileSize } from '@thamani/domain/display';
import { useQueryClient } from '@tanstack/react-query';
import {
  REQUEST_DOCUMENT_ACCEPT,
  RequestDocumentCategorySchema,
  UPLOAD_KINDS,
  UPLOAD_MESSAGES,
  uploadFileProblem,
} from '@thamani/domain/documents';
import { useId, useRef, useState, type FormEvent } from 'react';
import { applyChange } from '@/lib/cache/apply-change';
import { SelectField } from '@/components/form/select-field';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { uploadRequestDocument } from '@/entities/document/api/upload-request-document';
import { CATEGORY_OPTIONS } from '@/entities/document/lib/category-options';

type Row = {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

type DocumentUploadFormProps = {
  requestId: string;
  /** Injected by tests; the real upload otherwise. */
  upload?: typeof uploadRequestDocument;
};

/** Add files of one kind to a request: each file gets its own progress and its own error. */
export function DocumentUploadForm({ requestId, upload = uploadRequestDocument }: DocumentUploadFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [category, setCategory] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<{ category?: string; files?: string }>({});
  const [busy, setBusy] = useState(false);
  const update = (key: string, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const kind = RequestDocumentCategorySchema.safeParse(category);
    const next = {
      category: kind.success ? undefined : UPLOAD_MESSAGES.category,
      files: files.length === 0 ? UPLOAD_MESSAGES.noFile : undefined,
    };
    setErrors(next);
    if (!kind.success || files.length === 0) {
      document.getElementById(next.category ? `${id}-kind` : `${id}-files`)?.focus();
      return;
    }
    const batch: Row[] = files.map((file, i) => {
      const problem = uploadFileProblem(file, UPLOAD_KINDS.requestDocument);
      return {
        key: `${Date.now()}-${i}`,
        file,
        progress: 0,
        state: problem ? 'failed' : 'waiting',
        error: problem ?? undefined,
      };
    });
    setRows(batch);
    setBusy(true);
    for (const row of batch.filter((r) => r.state === 'waiting')) {
      update(row.key, { state: 'uploading' });
      try {
        await upload({ requestId, category: kind.data, file: row.file }, (progress) => update(row.key, { progress }));
        update(row.key, { state: 'done', progress: 1 });
      } catch (error) {
        update(row.key, {
          state: 'failed',
          error: error instanceof Error ? error.message : UPLOAD_MESSAGES.interrupted,
        });
      }
    }
    setBusy(false);
    setFiles([]);
    if (fileInput.current) {
      fileInput.current.value = '';
    }
    await applyChange(queryClient, 'document.upload');
  }

  return (
    <form noValidate aria-label="Add documents" onSubmit={(e) => void onSubmit(e)} className="grid gap-4">
      <SelectField
        id={`${id}-kind`}
        label="Kind of document"
        placeholder="Choose what the files are"
        options={CATEGORY_OPTIONS}
        value={category}
        error={errors.category}
        onChange={(e) => setCategory(e.target.value)}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-files`}>Files</Label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept={REQUEST_DOCUMENT_ACCEPT}
          className="w-full min-w-0 rounded-md text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          {...fieldAria(`${id}-files`, errors.files, true)}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <p id={`${id}-files-hint`} className="text-xs text-muted-foreground">
          PDF, JPEG or PNG, up to {UPLOAD_KINDS.requestDocument.maxBytes / 1024 / 1024} MB each.
        </p>
        <FieldError id={`${id}-files-error`} message={errors.files} />
      </div>
      {rows.length > 0 ? (
        <ul aria-label="Uploads" className="grid gap-2">
          {rows.map((row) => (
            <li key={row.key} className="grid gap-1 rounded-md border p-2 text-sm">
              <span className="break-all">
                {row.file.name} <span className="text-muted-foreground">({formatFileSize(row.file.size)})</span>
              </span>
              {row.state === 'uploading' ? (
                <progress
                  className="h-2 w-full accent-primary"
                  max={1}
                  value={row.progress}
                  aria-label={`Uploading ${row.file.name}`}
                />
              ) : null}
              {row.state === 'done' ? <span className="text-muted-foreground">Uploaded</span> : null}
              {row.state === 'failed' ? (
                <span role="alert" className="font-medium text-destructive">
                  Not uploaded: {row.error}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Button type="submit" disabled={busy} className="w-fit">
        {busy ? 'Uploading…' : 'Upload'}
      </Button>
    </form>
  );
}
