import { formatDate, formatFileSize } from '@thamani/domain/display';
import { DOCUMENT_KIND_LABELS, type AdminPropertyDetail } from '@thamani/domain/properties';
import { FileText } from 'lucide-react';
import { HistorySection, LINK_CLASS } from './history-section';

/** Files on the property's requests, inspections and reports; each opens in a new tab. */
export function PropertyDocuments({ documents }: { documents: AdminPropertyDetail['documents'] }) {
  return (
    <HistorySection title="Documents" count={documents.length} empty="No file has been uploaded.">
      <ul aria-label="Documents" className="grid gap-2">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3 text-sm">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <a href={d.url} target="_blank" rel="noreferrer" className={LINK_CLASS}>
              {d.name}
            </a>
            <span className="text-muted-foreground">
              {DOCUMENT_KIND_LABELS[d.kind as keyof typeof DOCUMENT_KIND_LABELS] ?? d.kind} · {formatFileSize(d.size)} ·{' '}
              {formatDate(d.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </HistorySection>
  );
}
