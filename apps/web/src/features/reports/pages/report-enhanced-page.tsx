import type { ReportContent, ReportDetail } from '@thamani/domain/reports';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { isReportNotFound } from '../api/get-report';
import { ReportConflictDialog } from '../components/autosave/report-conflict-dialog';
import { ReportChecksPanel } from '../components/checks/report-checks-panel';
import { PreviewPane } from '../components/enhanced/preview-pane';
import { SectionList } from '../components/enhanced/section-list';
import { ViewSwitch, type ScreenView } from '../components/enhanced/view-switch';
import { ReportEditorHeader } from '../components/structured/report-editor-header';
import { ReportNotFound } from '../components/structured/report-not-found';
import { reportCheckLink } from '../lib/check-links';
import { useLiveChecks } from '../lib/use-live-checks';
import { useMediaMatch } from '../lib/use-media-match';
import { useReportDraft } from '../lib/use-report-draft';

/**
 * /agent/report/:reportId/enhanced — the full document: the sections in print order, the
 * narratives in a rich-text editor, the photos and their captions, and the printed pages beside
 * them (behind "Preview" on a phone). Every change saves by itself.
 */
export function ReportEnhancedPage() {
  const { reportId = '' } = useParams();
  const draft = useReportDraft(reportId);
  const { report, content } = draft;
  const checks = useLiveChecks(report, content);
  const [view, setView] = useState<ScreenView>('sections');
  // Below xl the pages hide behind "Preview": while hidden they keep the text they had (drawing
  // every page again on each keystroke, unseen, is what a phone cannot afford).
  const previewShown = useMediaMatch(WIDE_SCREEN) || view === 'preview';
  const [hiddenCopy, setHiddenCopy] = useState<ReportContent | null>(null);
  if (!previewShown && hiddenCopy === null && content) {
    setHiddenCopy(content);
  }
  if (previewShown && hiddenCopy !== null) {
    setHiddenCopy(null);
  }
  // Typing stays quick on a long report: the pages follow a moment later. Shown again, they
  // appear at once as they were and catch up in the background.
  const previewContent = useDeferredValue(previewShown ? content : (hiddenCopy ?? content));
  const approved = useMemo(() => (report ? approvalOf(report) : null), [report]);
  useScrollToHash(Boolean(content));

  if (draft.error && isReportNotFound(draft.error)) {
    return <ReportNotFound />;
  }
  if (!report || !content) {
    return draft.error ? <DataLoadErrorFallback error={draft.error} /> : <PageSpinner label="Loading report" />;
  }
  const readOnly = !draft.editable;

  return (
    <>
      <ReportEditorHeader
        report={report}
        save={draft.save}
        current="enhanced"
        checks={readOnly ? null : checks}
        flush={draft.flush}
      />
      <ViewSwitch view={view} onChange={setView} />
      {/* Below xl one view shows at a time (the other keeps no height), so the gap is only beside. */}
      <div className="grid grid-cols-[minmax(0,1fr)] xl:grid-cols-2 xl:items-start xl:gap-6">
        <section
          aria-labelledby="report-sections-title"
          className={cn('grid gap-3', view === 'preview' && 'max-xl:view-out-of-turn')}
        >
          <h2 id="report-sections-title" className="text-xl font-semibold">
            Sections
          </h2>
          {readOnly ? null : (
            <p className="text-sm text-muted-foreground">
              Sections print in this order. Text saves as you type; “Insert field” adds a value that is filled in when
              the report is printed.
            </p>
          )}
          <SectionList report={report} content={content} editable={draft.editable} update={draft.update} />
        </section>
        <PreviewPane
          hidden={view === 'sections'}
          content={previewContent ?? content}
          title={report.title}
          author={report.author}
          approved={approved}
          photoOptions={report.photoOptions}
        />
      </div>
      {checks && !readOnly ? (
        <ReportChecksPanel checks={checks} linkFor={(target) => reportCheckLink(report.id, target, 'enhanced')} />
      ) : null}
      <ReportConflictDialog draft={draft} />
    </>
  );
}

/** Tailwind's xl: the pages sit beside the sections. */
const WIDE_SCREEN = '(min-width: 80rem)';

function approvalOf(report: ReportDetail): { at: string; by: string } | null {
  const review = report.status === 'approved' ? report.reviews.findLast((r) => r.decision === 'approved') : undefined;
  return review ? { at: review.createdAt, by: review.reviewer.name } : null;
}

/** A check's "Fix this" on the other editor links here with `#section-…`: bring that section into view once loaded. */
function useScrollToHash(loaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!loaded || hash.length < 2) {
      return;
    }
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [loaded, hash]);
}
