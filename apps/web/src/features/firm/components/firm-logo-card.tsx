import { FIRM_LOGO_MAX_BYTES, FIRM_MESSAGES, type FirmSettings } from '@thamani/domain/firm';
import { Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRemoveFirmLogo, useUploadFirmLogo } from '../api/firm-logo';

/** A file the server would refuse anyway, said before it is sent (the server checks the bytes). */
function logoFileProblem(file: File): string | null {
  if (file.size > FIRM_LOGO_MAX_BYTES) {
    return FIRM_MESSAGES.logoTooLarge;
  }
  const named = /\.(png|svg)$/i.test(file.name) || file.type === 'image/png' || file.type === 'image/svg+xml';
  return named ? null : FIRM_MESSAGES.logoType;
}

/** The logo as reports, e-mails and /verify show it; upload a PNG or SVG to replace it. */
export function FirmLogoCard({ firm }: { firm: FirmSettings }) {
  const upload = useUploadFirmLogo();
  const remove = useRemoveFirmLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  const onFile = (file: File | undefined) => {
    if (!file) {
      return;
    }
    const fileProblem = logoFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) {
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(FIRM_MESSAGES.logoSaved),
      onError: (error) => setProblem(error.message),
      onSettled: () => {
        if (input.current) {
          input.current.value = '';
        }
      },
    });
  };

  const onRemove = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(FIRM_MESSAGES.logoRemoved),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-xl border p-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Logo
        </h2>
        <p className="text-sm text-muted-foreground">A PNG or SVG, at most 1 MB. It heads the cover of every report issued from now on.</p>
      </div>
      <div className="flex min-h-24 items-center justify-center rounded-md border border-dashed bg-white p-3">
        {firm.logoUrl ? (
          <img src={firm.logoUrl} alt={`${firm.name} logo as it prints on reports`} className="max-h-20 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-neutral-700">No logo yet.</p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/svg+xml,.png,.svg"
        className="hidden"
        aria-label="Logo image"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? <Spinner className="size-4 text-current" label="Uploading" /> : <Upload aria-hidden="true" />}
          {firm.logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        {firm.logoUrl ? (
          <Button variant="ghost" disabled={remove.isPending} onClick={onRemove}>
            {remove.isPending ? <Spinner className="size-4 text-current" label="Removing" /> : <Trash2 aria-hidden="true" />}
            Remove logo
          </Button>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
