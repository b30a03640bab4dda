import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from '@thamani/domain/documents';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Label } from '@/components/ui/label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useExtractions } from '../api/get-extractions';
import { useStartExtraction } from '../api/start-extraction';

const STATUS_WORDS = { queued: 'Waiting', running: 'Reading', completed: 'Read', failed: 'Could not be read' } as const;
const KIND = UPLOAD_KINDS.extractionSource;

function RecentExtractions() {
  const { data } = useExtractions();
  if (!data || data.items.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="recent-extractions" className="grid gap-3">
      <h2 id="recent-extractions" className="text-xl font-semibold">
        Your recent documents
      </h2>
      <ul className="grid gap-2">
        {data.items.map((item) => (
          <li key={item.id}>
            <Link
              to={paths.krookiExtraction(item.id)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-4 py-3 hover:bg-accent"
            >
              <span className="min-w-0 break-all font-medium">{item.filename}</span>
              <span className="text-sm text-muted-foreground">
                {STATUS_WORDS[item.status]} · {new Date(item.createdAt).toLocaleDateString('en-KE')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /krooki-extractor: upload a krooki, deed plan or title (or start on ?document=<id>) and read it. */
export function KrookiExtractorPage() {
  const [search] = useSearchParams();
  const documentId = search.get('document');
  const navigate = useNavigate();
  const start = useStartExtraction();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (source: { file: File } | { documentId: string }) => {
    setError(null);
    try {
      const created = await start.mutateAsync(source);
      void navigate(paths.krookiExtraction(created.id));
    } catch (e) {
      setError(e instanceof AppError ? e.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Krooki Extractor</h1>
        <p className="text-muted-foreground">
          Upload a krooki, deed plan or title document. We read it and propose the parcel number, area, county and more
          for you to check, so you don&apos;t have to type them.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{documentId ? 'Read the chosen document' : 'Upload a document'}</CardTitle>
          <CardDescription>
            A PDF, or a JPEG or PNG photo, up to {Math.round(KIND.maxBytes / 1024 / 1024)} MB. Scanned pages take a few
            seconds each.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {documentId ? (
            <Button type="button" disabled={start.isPending} onClick={() => void run({ documentId })}>
              {start.isPending ? 'Starting…' : 'Read document'}
            </Button>
          ) : (
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (!file) {
                  setError(UPLOAD_MESSAGES.noFile);
                  return;
                }
                void run({ file });
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor="extractor-file">Document (PDF, JPEG or PNG)</Label>
                <Input
                  id="extractor-file"
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  aria-describedby={error ? 'extractor-error' : undefined}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) => {
                    setError(null);
                    setFile(event.target.files?.[0] ?? null);
                  }}
                />
              </div>
              <Button type="submit" disabled={start.isPending} className="w-full sm:w-fit">
                {start.isPending ? 'Uploading…' : 'Read document'}
              </Button>
            </form>
          )}
          {error ? (
            <p id="extractor-error" role="alert" className="mt-3 text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </CardContent>
      </Card>
      <RecentExtractions />
    </div>
  );
}
