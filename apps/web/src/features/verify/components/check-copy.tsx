import { FileCheck2, FileWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { canHashFiles, checkCopy, type CopyCheck } from '../lib/file-sha256';

export const COPY_MESSAGES = {
  match: 'This copy matches the report we issued.',
  mismatch: 'This file does not match the report we issued. It may have been altered.',
  rendering: 'The report’s PDF is still being prepared. Check a copy again in a minute.',
  noHashing: 'This browser cannot check files on this connection. Open the page over HTTPS to check a copy.',
  unreadable: 'This file could not be read. Choose the PDF again.',
} as const;

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: CopyCheck; fileName: string } | { kind: 'unreadable' };

/** "Check a copy": the chosen PDF is hashed in the browser and compared with the issued PDF's hash. */
export function CheckCopy({ issuedSha256 }: { issuedSha256: string | null }) {
  const headingId = useId();
  const inputId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const unavailable = issuedSha256 === null ? COPY_MESSAGES.rendering : canHashFiles() ? null : COPY_MESSAGES.noHashing;

  const onFile = async (file: File | undefined) => {
    if (!file || issuedSha256 === null) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'checking' });
    try {
      setState({ kind: await checkCopy(file, issuedSha256), fileName: file.name });
    } catch {
      setState({ kind: 'unreadable' });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Check a copy
          </CardTitle>
          <CardDescription>
            Choose the PDF you were given to see whether it is exactly the report we issued. The file is checked in your
            browser and is not uploaded.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {unavailable ? (
            <p className="text-sm text-muted-foreground">{unavailable}</p>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={inputId}>Report PDF</Label>
              <Input
                id={inputId}
                type="file"
                accept="application/pdf,.pdf"
                className="h-auto max-w-md cursor-pointer py-1.5"
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            </div>
          )}
          <div aria-live="polite">
            <CheckResult state={state} />
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

function CheckResult({ state }: { state: State }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'checking':
      return <p className="text-sm text-muted-foreground">Checking the file…</p>;
    case 'unreadable':
      return <p className="text-sm font-medium text-destructive">{COPY_MESSAGES.unreadable}</p>;
    case 'match':
      return (
        <Alert variant="success" role="none">
          <FileCheck2 aria-hidden="true" />
          <AlertTitle>{COPY_MESSAGES.match}</AlertTitle>
          <AlertDescription className="wrap-anywhere">{state.fileName}</AlertDescription>
        </Alert>
      );
    case 'mismatch':
      return (
        <Alert variant="destructive" role="none">
          <FileWarning aria-hidden="true" />
          <AlertTitle>{COPY_MESSAGES.mismatch}</AlertTitle>
          <AlertDescription className="wrap-anywhere">{state.fileName}</AlertDescription>
        </Alert>
      );
  }
}
