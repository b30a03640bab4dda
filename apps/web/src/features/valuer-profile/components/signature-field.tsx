import { REPORT_MESSAGES, type ValuerProfile } from '@thamani/domain/reports';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { signatureFileProblem } from '@/entities/valuer-profile/lib/signature-file';
import { useUploadSignature } from '../api/valuer-profile';

/** The signature image: the current one, and a PNG or JPEG (≤ 2 MB) to replace it. */
export function SignatureField({ profile }: { profile: ValuerProfile }) {
  const upload = useUploadSignature();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The image's URL does not change with a new upload: a counter makes the browser fetch it again.
  const [shown, setShown] = useState(0);

  const onFile = (file: File | undefined) => {
    if (!file) {
      return;
    }
    const fileProblem = signatureFileProblem(file, 'your');
    setProblem(fileProblem);
    if (fileProblem) {
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setShown((n) => n + 1);
        toast.success(REPORT_MESSAGES.valuerProfileSaved);
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
        {profile.hasSignature && profile.signatureUrl ? (
          <img
            src={`${profile.signatureUrl}${profile.signatureUrl.includes('?') ? '&' : '?'}v=${shown}`}
            alt="Your signature as it prints on your reports"
            className="max-h-24 max-w-full object-contain"
          />
        ) : (
          <p className="text-sm text-neutral-700">No signature yet.</p>
        )}
      </div>
      <input
        ref={input}
        id="signature-file"
        type="file"
        accept="image/png,image/jpeg"
        className="hidden"
        aria-label="Signature image"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        className="w-fit"
        aria-describedby="signature-hint"
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? (
          <Spinner className="size-4 text-current" label="Uploading" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {profile.hasSignature ? 'Replace signature image' : 'Upload signature image'}
      </Button>
      <p id="signature-hint" className="text-xs text-muted-foreground">
        A PNG or JPEG of your signature on white, 2 MB at most.
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
