import { REQUEST_DOCUMENT_CATEGORIES, REQUEST_DOCUMENT_CATEGORY_LABELS, type RequestDocumentCategory } from '@thamani/domain/documents';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { useScanRequest, useScanRequestChoices } from '../api/get-scan-requests';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

type Props = {
  fixedRequestId: string | null;
  requestId: string;
  onRequestId: (id: string) => void;
  category: RequestDocumentCategory | '';
  onCategory: (category: RequestDocumentCategory | '') => void;
};

/** Which request the scan belongs to (given in the address, or chosen from the person's own) and what it is. */
export function ScanTargetFields({ fixedRequestId, requestId, onRequestId, category, onCategory }: Props) {
  const id = useId();
  const fixed = useScanRequest(fixedRequestId);
  const choices = useScanRequestChoices(fixedRequestId === null);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fixedRequestId ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Request</p>
          <p className="text-sm text-muted-foreground">
            {fixed.data?.property?.title ?? (fixed.isError ? 'This request could not be found.' : 'Loading the request…')}
          </p>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-request`}>Request</Label>
          <select id={`${id}-request`} className={SELECT_CLASS} value={requestId} onChange={(e) => onRequestId(e.target.value)}>
            <option value="">{choices.isPending ? 'Loading your requests…' : 'Choose a request'}</option>
            {choices.data?.items.map((r) => (
              <option key={r.id} value={r.id}>
                {r.property?.title ?? `Request of ${r.requestedAt.slice(0, 10)}`}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>Kind of document</Label>
        <select
          id={`${id}-category`}
          className={SELECT_CLASS}
          value={category}
          onChange={(e) => onCategory(e.target.value as RequestDocumentCategory | '')}
        >
          <option value="">Choose what this document is</option>
          {REQUEST_DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {REQUEST_DOCUMENT_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
