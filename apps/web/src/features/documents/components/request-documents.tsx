import { AppError } from '@thamani/domain/app-error';
import { formatDateTime, formatFileSize } from '@thamani/domain/display';
import { REQUEST_DOCUMENT_CATEGORY_LABELS, type DocumentInfo } from '@thamani/domain/documents';
import { canAttachDocument, type RequestAccess } from '@thamani/domain/policies';
import { Camera, Download, Eye, FileText, ScanText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { documentUrls, useRequestDocuments } from '../api/get-request-documents';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { DocumentUploadForm } from './document-upload-form';

type RequestDocumentsProps = { requestId: string; access: RequestAccess };

/**
 * A request's documents: its requester, assigned valuer and admins see them (the server answers
 * 404 to anyone else, and then the section is not shown), preview, download and add more.
 */
export function RequestDocuments({ requestId, access }: RequestDocumentsProps) {
  const headingId = useId();
  const { me, role } = useAuth();
  const query = useRequestDocuments(requestId);
  const [previewing, setPreviewing] = useState<DocumentInfo | null>(null);
  const canUpload = canAttachDocument({ role, profileId: me?.profile.id ?? null }, access);

  if (query.isError && query.error instanceof AppError && query.error.code === 'NOT_FOUND') {
    return null;
  }
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Documents
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {query.isPending ? <Spinner label="Loading documents" /> : null}
          {query.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {query.error.message}
            </p>
          ) : null}
          {query.data && items.length === 0 ? <p className="text-sm text-muted-foreground">No documents yet.</p> : null}
          {items.length > 0 ? (
            <ul aria-label="Documents" className="grid gap-3">
              {items.map((doc) => (
                <DocumentRow key={doc.id} doc={doc} onPreview={() => setPreviewing(doc)} />
              ))}
            </ul>
          ) : null}
          {canUpload ? (
            <div className="grid gap-4 border-t pt-4">
              <h3 className="font-semibold">Add documents</h3>
              <DocumentUploadForm requestId={requestId} />
              <Link
                to={paths.scanFor(requestId)}
                className="flex w-fit items-center gap-2 rounded-sm text-sm font-medium text-primary underline underline-offset-4"
              >
                <Camera aria-hidden="true" className="size-4" />
                Scan with camera
              </Link>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <DocumentPreviewDialog document={previewing} onOpenChange={(open) => !open && setPreviewing(null)} />
    </section>
  );
}

function DocumentRow({ doc, onPreview }: { doc: DocumentInfo; onPreview: () => void }) {
  const nameId = `document-${doc.id}-name`;
  const previewable = doc.contentType === 'application/pdf' || doc.contentType.startsWith('image/');
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex min-w-0 items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-0.5">
          <span id={nameId} className="font-medium break-all">
            {doc.filename}
          </span>
          <span className="text-muted-foreground">
            {REQUEST_DOCUMENT_CATEGORY_LABELS[doc.category]} · {formatFileSize(doc.size)}
            {doc.pageCount !== null && doc.contentType === 'application/pdf'
              ? ` · ${doc.pageCount} ${doc.pageCount === 1 ? 'page' : 'pages'}`
              : ''}
          </span>
          <span className="text-muted-foreground">
            Uploaded by {doc.uploadedBy.name} on {formatDateTime(doc.createdAt)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {previewable ? (
          <Button size="sm" variant="outline" className="h-10 sm:h-8" aria-describedby={nameId} onClick={onPreview}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline" className="h-10 sm:h-8">
          <a href={documentUrls.content(doc.id)} download={doc.filename} aria-describedby={nameId}>
            <Download aria-hidden="true" />
            Download
          </a>
        </Button>
        {previewable ? (
          <Button asChild size="sm" variant="ghost" className="h-10 sm:h-8">
            <Link to={paths.krookiExtractorFor(doc.id)} aria-describedby={nameId}>
              <ScanText aria-hidden="true" />
              Extract fields
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
