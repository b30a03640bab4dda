import type { PersonDetail } from '@thamani/domain/people';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signatureFileProblem } from '@/entities/valuer-profile/lib/signature-file';
import { useUploadValuerSignature } from '../api/update-valuer-details';

/** The valuer's signature image as it prints, and a PNG or JPEG (≤ 2 MB) to replace it. */
export function ValuerSignature({ person }: { person: PersonDetail }) {
  const upload = useUploadValuerSignature(person.userId);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The image's address stays the same after an upload: a counter makes the browser fetch it again.
  const [shown, setShown] = useState(0);
  const valuer = person.valuer;
  const name = person.name ?? person.email;

  const onFile = (file: File | undefined) => {
    if (!file) {
      return;
    }
    const fileProblem = signatureFileProblem(file, 'the');
    setProblem(fileProblem);
    if (fileProblem) {
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setShown((n) => n + 1);
        toast.success('Signature saved');
      },
      onError: (error) => setProblem(error.message),
      onSettled: () => {
        if (input.current) {
          input.current.value = '';
        }
      },
    });
  };

  return (
    <div className="grid content-start gap-3">
      <p className="text-sm font-medium">Signature</p>
      <div className="flex min-h-24 items-center justify-center rounded-md border border-dashed bg-white p-2">
        {valuer?.signatureUrl ? (
          <img src={`${valuer.signatureUrl}?v=${shown}`} alt={`${name}'s signature as it prints on reports`} className="max-h-24 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-neutral-700">No signature yet.</p>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        aria-label="Signature image"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button variant="outline" className="w-fit" disabled={upload.isPending} onClick={() => input.current?.click()}>
        {upload.isPending ? <Spinner className="size-4 text-current" label="Uploading" /> : <Upload aria-hidden="true" />}
        {valuer?.hasSignature ? 'Replace signature image' : 'Upload signature image'}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
