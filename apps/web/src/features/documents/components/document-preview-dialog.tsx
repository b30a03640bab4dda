import { REQUEST_DOCUMENT_CATEGORY_LABELS, type DocumentInfo } from '@thamani/domain/documents';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { documentUrls } from '../api/get-request-documents';

export const PREVIEW_MESSAGES = {
  noPages: 'This PDF has no pages to show.',
  failed: 'This page could not be shown. Download the file to open it.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

/** How many pages the preview offers: a PDF's counted pages (unknown for old uploads: at least one), one for an image. */
export function previewPages(doc: Pick<DocumentInfo, 'contentType' | 'pageCount'>): number {
  if (doc.contentType !== 'application/pdf') {
    return 1;
  }
  return doc.pageCount ?? 1;
}

type DocumentPreviewDialogProps = {
  document: DocumentInfo | null;
  onOpenChange: (open: boolean) => void;
};

/** A document in the page, one page at a time (the server draws PDF pages as images). */
export function DocumentPreviewDialog({ document, onOpenChange }: DocumentPreviewDialogProps) {
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        {/* A new document starts again on its first page. */}
        {document ? <PreviewBody key={document.id} document={document} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ document }: { document: DocumentInfo }) {
  const pages = previewPages(document);
  const [page, setPage] = useState(1);
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const label = PREVIEW_MESSAGES.pageOf(page, pages);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8 break-all">{document.filename}</DialogTitle>
        <DialogDescription>{REQUEST_DOCUMENT_CATEGORY_LABELS[document.category]}</DialogDescription>
      </DialogHeader>
      {pages === 0 ? (
        <p>{PREVIEW_MESSAGES.noPages}</p>
      ) : (
        <>
          <div className="grid min-h-48 place-items-center overflow-auto rounded-md border bg-muted/40 p-2">
            {failedPage === page ? (
              <p role="alert" className="p-4 text-sm">
                {PREVIEW_MESSAGES.failed}
              </p>
            ) : (
              <img
                key={page}
                src={documentUrls.page(document.id, page)}
                alt={`${label} of ${document.filename}`}
                className="h-auto max-w-full bg-white"
                onError={() => setFailedPage(page)}
              />
            )}
          </div>
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <ChevronLeft aria-hidden="true" />
                Previous page
              </Button>
              <p aria-live="polite" className="order-first w-full text-center text-sm sm:order-none sm:w-auto">
                {label}
              </p>
              <Button variant="outline" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Next page
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : (
            <p className="text-center text-sm text-muted-foreground">{label}</p>
          )}
        </>
      )}
      <a
        href={documentUrls.content(document.id)}
        download={document.filename}
        className="w-fit rounded-sm text-sm font-medium text-primary underline underline-offset-4"
      >
        Download {document.filename}
      </a>
    </>
  );
}
