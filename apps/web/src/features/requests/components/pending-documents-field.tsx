import { formatFileSize } from '@thamani/domain/display';
import { REQUEST_DOCUMENT_ACCEPT, UPLOAD_KINDS } from '@thamani/domain/documents';
import { X } from 'lucide-react';
import { useId } from 'react';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { CATEGORY_OPTIONS } from '@/entities/document/lib/category-options';
import { toPending, type PendingDocument } from '../lib/pending-documents';

type PendingDocumentsFieldProps = {
  value: PendingDocument[];
  onChange: (next: PendingDocument[]) => void;
  disabled?: boolean;
};

/** /request's "Documents (optional)": files picked now, each with its kind, uploaded once the request exists. */
export function PendingDocumentsField({ value, onChange, disabled }: PendingDocumentsFieldProps) {
  const id = useId();
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">Documents (optional)</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-files`}>Attach files</Label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          disabled={disabled}
          accept={REQUEST_DOCUMENT_ACCEPT}
          aria-describedby={`${id}-hint`}
          className="w-full min-w-0 rounded-md text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          onChange={(e) => {
            onChange([...value, ...toPending(Array.from(e.target.files ?? []))]);
            e.target.value = '';
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Title deed, search, krooki, plans, ID… PDF, JPEG or PNG, up to{' '}
          {UPLOAD_KINDS.requestDocument.maxBytes / 1024 / 1024} MB each. You can also add them later.
        </p>
      </div>
      {value.length > 0 ? (
        <ul aria-label="Files to attach" className="grid gap-3">
          {value.map((p, i) => (
            <li key={p.key} className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-end">
              <div className="grid gap-2">
                <span className="font-medium break-all">
                  {p.file.name}{' '}
                  <span className="font-normal text-muted-foreground">({formatFileSize(p.file.size)})</span>
                </span>
                <SelectField
                  id={`${id}-kind-${i}`}
                  label={`Kind of document for ${p.file.name}`}
                  placeholder="Choose what this file is"
                  options={CATEGORY_OPTIONS}
                  value={p.category}
                  disabled={disabled}
                  error={p.error}
                  onChange={(e) =>
                    onChange(
                      value.map((q) => (q.key === p.key ? { ...q, category: e.target.value, error: undefined } : q)),
                    )
                  }
                />
              </div>
              <Button
                type="button"
                variant="outline"
                disabled={disabled}
                aria-label={`Remove ${p.file.name}`}
                onClick={() => onChange(value.filter((q) => q.key !== p.key))}
              >
                <X aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
