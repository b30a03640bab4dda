import { can } from '@thamani/domain/access';
import { sectionRequiredProgress } from '@thamani/domain/checklist-progress';
import { INSPECTION_DATE_MESSAGES, spellInspectionDay } from '@thamani/domain/inspection-date';
import {
  INSPECTION_MESSAGES,
  INSPECTION_STATUS_LABELS,
  type InspectionDetail,
  type MissingItem,
  missingItems,
} from '@thamani/domain/inspections';
import { ArrowLeft, Lock } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { isNotFound, useInspection } from '../api/get-inspection';
import { ChecklistItemRow } from '../components/checklist-item-row';
import { ChecklistSection } from '../components/checklist-section';
import { ConflictDialog } from '../components/conflict-dialog';
import type { PhotoRef } from '../components/item-photos';
import { InspectionNotFound } from '../components/inspection-not-found';
import { MissingItems } from '../components/missing-items';
import { NextMissingButton } from '../components/next-missing-button';
import { ReopenInspectionDialog } from '../components/reopen-inspection-dialog';
import { SaveStatusLine } from '../components/save-status-line';
import { SubmitInspection } from '../components/submit-inspection';
import type { OutboxEntry, PhotoEntry } from '../lib/outbox';
import { useChecklistSections } from '../lib/use-checklist-sections';
import { useInspectionSync } from '../lib/use-inspection-sync';

/** /inspections/:inspectionId — the checklist; every change saves by itself, also offline. */
export function InspectionPage() {
  const { inspectionId = '' } = useParams();
  const query = useInspection(inspectionId);

  if (query.isError && isNotFound(query.error)) {
    return <InspectionNotFound />;
  }
  if (!query.data) {
    return query.isError ? (
      <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <PageSpinner label="Loading inspection" />
    );
  }
  return <Checklist key={query.data.id} detail={query.data} />;
}

const NONE: never[] = [];
const NO_PROGRESS: Record<string, number> = {};

function groupByItem<T extends { itemId: string }>(list: T[]): Map<string, T[]> {
  const byItem = new Map<string, T[]>();
  for (const entry of list) {
    byItem.set(entry.itemId, [...(byItem.get(entry.itemId) ?? []), entry]);
  }
  return byItem;
}

function Checklist({ detail }: { detail: InspectionDetail }) {
  const { me, role } = useAuth();
  const { sync, state, answers, setAnswer, commit, addPhotos, setCaption, removePhoto, settle } = useInspectionSync(
    detail,
    detail.id,
  );
  const sections = useChecklistSections(detail.template, answers);
  const [missing, setMissing] = useState<MissingItem[] | null>(null);
  const missingRef = useRef<HTMLDivElement>(null);

  const isAgent = me !== null && detail.agent.id === me.profile.id;
  const submitted = detail.status === 'submitted';
  const readOnly = submitted || !isAgent;

  useEffect(() => {
    if (missing && missing.length > 0) {
      missingRef.current?.focus();
    }
  }, [missing]);

  // The list of missing items shrinks as they are filled in.
  const stillMissing = missing ? missingItems(detail.template, answers) : null;

  // By item, so that an item whose photos did not change gets the same array (and is not re-rendered).
  const { photosByItem, pendingByItem } = useMemo(() => {
    const removed = new Set(state.entries.flatMap((e) => (e.kind === 'remove' ? [e.photoId] : [])));
    return {
      photosByItem: groupByItem(detail.photos.filter((p) => !removed.has(p.id))),
      pendingByItem: groupByItem(state.entries.filter((e): e is OutboxEntry & PhotoEntry => e.kind === 'photo')),
    };
  }, [detail.photos, state.entries]);
  const conflicted = new Set(state.conflicts.map((c) => c.itemId));
  const stillMissingIds = stillMissing ? new Set(stillMissing.map((m) => m.itemId)) : null;

  const onCommit = useCallback((itemId: string) => void commit(itemId), [commit]);
  const onAddPhotos = useCallback((itemId: string, files: File[]) => void addPhotos(itemId, files), [addPhotos]);
  const onCaption = useCallback(
    (photo: PhotoRef, caption: string | null) => void setCaption(photo, caption),
    [setCaption],
  );
  const onRemovePhoto = useCallback((photo: PhotoRef) => void removePhoto(photo), [removePhoto]);

  /** Everything saved and nothing missing, or say why not. */
  const prepare = async (): Promise<boolean> => {
    const settled = await settle();
    if (settled.changes + settled.photos > 0) {
      toast.error(
        settled.online
          ? 'Some changes are still being saved. Try again in a moment.'
          : 'You are offline. Submit once the phone is back online; your changes are kept on this phone.',
      );
      return false;
    }
    const local = missingItems(detail.template, answers);
    if (local.length > 0) {
      setMissing(local);
      return false;
    }
    return true;
  };
  const nowMissing = missingItems(detail.template, answers);
  const progress = sectionRequiredProgress(detail.template, answers);

  return (
    <>
      <div>
        <Link
          to={paths.inspections}
          className="inline-flex min-h-11 items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Inspections
        </Link>
      </div>
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Inspection</h1>
          <Badge variant={submitted ? 'success' : 'info'}>{INSPECTION_STATUS_LABELS[detail.status]}</Badge>
        </div>
        <p className="font-medium wrap-anywhere">{detail.property.title}</p>
        <p className="text-sm wrap-anywhere text-muted-foreground">
          {[detail.property.address, detail.property.town, detail.property.county].filter(Boolean).join(', ') ||
            'No address given'}
        </p>
        {detail.inspectedOn ? (
          <p className="text-sm">{INSPECTION_DATE_MESSAGES.inspectedOn(spellInspectionDay(detail.inspectedOn))}</p>
        ) : null}
        <p className="text-sm">
          <Link to={paths.agent.visit(detail.visitId)} className="text-primary underline underline-offset-4">
            Open the visit
          </Link>
        </p>
      </header>

      {readOnly ? null : (
        <div className="sticky top-16 z-20 -mx-1 rounded-md bg-background/95 px-1 py-1">
          <SaveStatusLine status={state} />
        </div>
      )}

      {state.errors.length > 0 ? (
        <Alert variant="destructive">
          <AlertTitle>Some changes were not saved</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {state.errors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
            <Button size="sm" variant="outline" onClick={() => sync.dismissErrors()}>
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {readOnly ? (
        <Alert variant="info" role="note">
          <Lock aria-hidden="true" />
          <AlertDescription>
            {submitted ? INSPECTION_MESSAGES.submittedReadOnly : INSPECTION_MESSAGES.onlyVisitAgent}
          </AlertDescription>
        </Alert>
      ) : null}

      {detail.template.sections.map((section, index) => (
        <ChecklistSection
          key={section.id}
          progress={progress[index] ?? { sectionId: section.id, title: section.title, requiredDone: 0, required: 0 }}
          open={sections.open.has(section.id)}
          onToggle={() => sections.toggle(section.id)}
        >
          {section.items.map((item) => {
            const pending = pendingByItem.get(item.id) ?? NONE;
            return (
              <ChecklistItemRow
                key={item.id}
                item={item}
                sectionTitle={section.title}
                value={answers[item.id]}
                readOnly={readOnly}
                missing={stillMissingIds?.has(item.id) ?? false}
                conflicted={conflicted.has(item.id)}
                photos={photosByItem.get(item.id) ?? NONE}
                pendingPhotos={pending}
                // Upload progress only matters to an item with photos on their way.
                progress={pending.length > 0 ? state.progress : NO_PROGRESS}
                onAnswer={setAnswer}
                onCommit={onCommit}
                onAddPhotos={onAddPhotos}
                onCaption={onCaption}
                onRemovePhoto={onRemovePhoto}
              />
            );
          })}
        </ChecklistSection>
      ))}

      {stillMissing && stillMissing.length > 0 ? (
        <MissingItems ref={missingRef} missing={stillMissing} onGo={sections.goTo} />
      ) : null}

      <div className="grid gap-3">
        {readOnly ? null : (
          <SubmitInspection
            detail={detail}
            prepare={prepare}
            onMissing={setMissing}
            onSubmitted={() => setMissing(null)}
            onFailed={() => void sync.flush()}
          />
        )}
        {/* Reopening acts on a request at any stage (the server asks the same of its reopen route). */}
        {submitted && can({ role }, 'request:manage-any') ? (
          <div>
            <ReopenInspectionDialog inspectionId={detail.id} />
          </div>
        ) : null}
      </div>

      {readOnly ? null : <NextMissingButton missing={nowMissing} onGo={() => sections.goToNextMissing(nowMissing)} />}

      <ConflictDialog
        template={detail.template}
        conflicts={state.conflicts}
        onChoose={(itemId, choice) => void sync.resolve(itemId, choice)}
      />
    </>
  );
}
