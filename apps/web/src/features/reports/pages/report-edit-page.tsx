import type { FieldValue } from '@thamani/domain/reports';
import { FileText } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isReportNotFound } from '../api/get-report';
import { ReportConflictDialog } from '../components/autosave/report-conflict-dialog';
import { ReportChecksPanel } from '../components/checks/report-checks-panel';
import { ComparablesEditor } from '../components/structured/comparables-editor';
import { FieldsSectionForm } from '../components/structured/fields-section-form';
import { ReportEditorHeader } from '../components/structured/report-editor-header';
import { ReportNotFound } from '../components/structured/report-not-found';
import { ValuationSectionForm } from '../components/structured/valuation-section-form';
import { reportCheckLink } from '../lib/check-links';
import { setField } from '../lib/structured-rules';
import { useLiveChecks } from '../lib/use-live-checks';
import { useReportDraft } from '../lib/use-report-draft';

/**
 * /agent/report/:reportId — the report's values and details: typed fields, the values in figures
 * and words, comparable sales; the checks live as the valuer types; every change saves by itself.
 */
export function ReportEditPage() {
  const { reportId = '' } = useParams();
  const draft = useReportDraft(reportId);
  const { report, content } = draft;
  const checks = useLiveChecks(report, content);
  const { update } = draft;
  // The same function on every render: a keystroke re-renders only the field typed in.
  const onFieldChange = useCallback(
    (key: string, value: FieldValue) => update((c) => setField(c, key, value)),
    [update],
  );
  const ready = report !== undefined;
  // The full document's chunk (the rich-text editor and the page preview) is fetched once this
  // page is up, while the valuer reads it: "Full document" then opens at once, the report
  // itself already in the query cache.
  useEffect(() => {
    if (!ready) {
      return;
    }
    const handle = window.setTimeout(() => void import('./report-enhanced-page').catch(() => undefined), 0);
    return () => window.clearTimeout(handle);
  }, [ready]);

  if (draft.error && isReportNotFound(draft.error)) {
    return <ReportNotFound />;
  }
  if (!report || !content) {
    return draft.error ? <DataLoadErrorFallback error={draft.error} /> : <PageSpinner label="Loading report" />;
  }
  const readOnly = !draft.editable;
  const narratives = content.sections.filter((s) => s.kind === 'narrative' || s.kind === 'photos');

  return (
    <>
      <ReportEditorHeader
        report={report}
        save={draft.save}
        current="structured"
        checks={readOnly ? null : checks}
        flush={draft.flush}
      />

      {content.sections.map((section) => {
        switch (section.kind) {
          case 'fields':
            return (
              <FieldsSectionForm
                key={section.id}
                section={section}
                fields={content.fields}
                readOnly={readOnly}
                onChange={onFieldChange}
              />
            );
          case 'valuation':
            return (
              <ValuationSectionForm
                key={section.id}
                section={section}
                content={content}
                fsvBand={report.fsvBand}
                readOnly={readOnly}
                onUpdate={draft.update}
              />
            );
          case 'comparables':
            return (
              <ComparablesEditor
                key={section.id}
                sectionId={section.id}
                title={section.title}
                comparables={content.comparables}
                readOnly={readOnly}
                onUpdate={draft.update}
              />
            );
          case 'narrative':
          case 'photos':
            return null; // written in the full document
        }
      })}

      {narratives.length > 0 ? (
        <aside className="grid gap-2 rounded-lg border border-dashed p-4 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <FileText aria-hidden="true" className="size-4" />
            Text and photos
          </p>
          <p className="text-muted-foreground">
            {narratives.map((s) => s.title).join(', ')} {narratives.length === 1 ? 'is' : 'are'} written in the full
            document.
          </p>
          <Link to={paths.agent.reportEnhanced(report.id)} className="w-fit text-primary underline underline-offset-4">
            Open the full document
          </Link>
        </aside>
      ) : null}

      {checks && !readOnly ? (
        <ReportChecksPanel checks={checks} linkFor={(target) => reportCheckLink(report.id, target, 'structured')} />
      ) : null}

      <ReportConflictDialog draft={draft} />
    </>
  );
}
