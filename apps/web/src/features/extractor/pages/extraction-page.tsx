import { AppError } from '@thamani/domain/app-error';
import {
  EXTRACTION_MESSAGES as M,
  propertyDetailsFrom,
  type ConfirmedFields,
  type ExtractedField,
  type Extraction,
} from '@thamani/domain/extractions';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { savePrefill, type RequestPrefill } from '@/features/requests/request-prefill';
import { useApplyExtraction, useConfirmExtraction } from '../api/confirm-extraction';
import { useExtraction } from '../api/get-extraction';
import { ExtractionProgress } from '../components/extraction-progress';
import { FieldsForm } from '../components/fields-form';
import { PageViewer } from '../components/page-viewer';

const messageOf = (error: unknown) => (error instanceof AppError ? error.message : 'Something went wrong. Please try again.');

function prefillFrom(fields: ConfirmedFields): RequestPrefill {
  const details = propertyDetailsFrom(fields);
  return {
    ...(details.lrNumber ? { lrNumber: details.lrNumber } : {}),
    ...(details.county ? { county: details.county } : {}),
    ...(details.sizeSqm ? { sizeSqm: String(details.sizeSqm) } : {}),
  };
}

function Results({ extraction }: { extraction: Extraction }) {
  const navigate = useNavigate();
  const confirm = useConfirmExtraction(extraction.id);
  const apply = useApplyExtraction(extraction.id);
  const [focused, setFocused] = useState<ExtractedField | null>(null);
  const [page, setPage] = useState(1);
  const confirmed = extraction.confirmedFields;

  const onFocusField = (field: ExtractedField | null) => {
    setFocused(field);
    if (field) {
      setPage(field.page);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {extraction.error ? (
        <Alert variant="info" className="lg:col-span-2">
          <AlertTitle>Nothing to read</AlertTitle>
          <AlertDescription>{extraction.error}</AlertDescription>
        </Alert>
      ) : extraction.fields.length === 0 ? (
        <Alert variant="info" className="lg:col-span-2">
          <AlertDescription>{M.noFields}</AlertDescription>
        </Alert>
      ) : null}
      <PageViewer extractionId={extraction.id} pages={extraction.pages} page={page} onPageChange={setPage} focused={focused} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Check the details</CardTitle>
          <p className="text-sm text-muted-foreground">
            Select a field to see where it was found. Correct anything that is wrong, then confirm.
          </p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <FieldsForm
            extraction={extraction}
            onFocusField={onFocusField}
            isPending={confirm.isPending}
            onConfirm={(fields) =>
              confirm.mutate(fields, {
                onSuccess: () => toast.success(M.confirmed),
                onError: (error) => toast.error(messageOf(error)),
              })
            }
          />
          {confirmed ? (
            <div className="grid gap-3 border-t pt-4">
              <p role="status" className="text-sm font-medium">
                Fields confirmed. Use them:
              </p>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  const prefill = prefillFrom(confirmed);
                  savePrefill(prefill);
                  void navigate(paths.request, { state: { prefill } });
                }}
              >
                Start a request with these details
              </Button>
              {extraction.requestId ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={apply.isPending}
                  onClick={() =>
                    apply.mutate(extraction.requestId ?? '', {
                      onSuccess: () => toast.success(M.applied),
                      onError: (error) => toast.error(messageOf(error)),
                    })
                  }
                >
                  Update the request&apos;s property
                </Button>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

/** /krooki-extractor/:extractionId: progress while the document is read, then its fields to check. */
export function ExtractionPage() {
  const { extractionId = '' } = useParams();
  const { data: extraction, error } = useExtraction(extractionId);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to={paths.krookiExtractor}
        className="flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the Krooki Extractor
      </Link>
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Document details</h1>
        {extraction ? <p className="break-all text-muted-foreground">{extraction.filename}</p> : null}
      </header>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{messageOf(error)}</AlertDescription>
        </Alert>
      ) : !extraction ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : extraction.status === 'failed' ? (
        <Alert variant="destructive">
          <AlertTitle>This document could not be read</AlertTitle>
          <AlertDescription>{extraction.error ?? M.failed}</AlertDescription>
        </Alert>
      ) : extraction.status === 'completed' ? (
        <Results extraction={extraction} />
      ) : (
        <ExtractionProgress extraction={extraction} />
      )}
    </div>
  );
}
