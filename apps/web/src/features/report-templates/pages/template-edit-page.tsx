import { REPORT_MESSAGES } from '@thamani/domain/reports';
import { ArrowLeft, Copy, Lock } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTemplate } from '@/entities/report-template/api/get-templates';
import { isAppError } from '@/lib/errors';
import { TemplateEditor } from '../components/template-editor';
import { TemplatePreview } from '../components/template-preview';
import { blankDraft, draftFromDetail } from '../lib/template-draft';
import { copyTemplatePath } from '../lib/template-paths';

/**
 * /agent-dashboard/templates/new (blank, or `?copy=<id>` from another template) and
 * /agent-dashboard/templates/:templateId (a new version of it). A template the valuer may not
 * edit (the firm's) is shown read-only with "Start from a copy".
 */
export function TemplateEditPage() {
  const { templateId } = useParams();
  const [search] = useSearchParams();
  const copyOf = templateId ? null : search.get('copy');
  const source = useTemplate(templateId ?? copyOf ?? null);
  const detail = templateId ? source.data : undefined;
  const initial = useMemo(
    () => (source.data && (templateId || copyOf) ? draftFromDetail(source.data, !templateId) : blankDraft()),
    [source.data, templateId, copyOf],
  );

  const title = templateId ? 'Edit template' : copyOf ? 'New template from a copy' : 'New template';
  const header = (
    <header className="grid gap-2">
      <Link
        to={paths.agentDashboard.templates}
        className="inline-flex min-h-11 w-fit items-center gap-1 rounded-sm text-sm text-primary underline-offset-4 hover:underline sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Templates
      </Link>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{detail ? `${title}: ${detail.name}` : title}</h1>
    </header>
  );

  if ((templateId || copyOf) && !source.data) {
    if (source.isError) {
      return (
        <>
          {header}
          {isAppError(source.error, 'NOT_FOUND') || isAppError(source.error, 'FORBIDDEN') ? (
            <p role="alert">{REPORT_MESSAGES.templateNotFound}</p>
          ) : (
            <DataLoadErrorFallback error={source.error} onRetry={() => void source.refetch()} />
          )}
        </>
      );
    }
    return <PageSpinner label="Loading the template" />;
  }

  if (detail && !detail.editable) {
    return (
      <>
        {header}
        <Alert variant="info" role="note">
          <Lock aria-hidden="true" />
          <AlertDescription>
            <p>{detail.owner ? REPORT_MESSAGES.notYourTemplate : REPORT_MESSAGES.firmTemplateAdminOnly}</p>
            <Button asChild size="sm" variant="outline">
              <Link to={copyTemplatePath(detail.id)}>
                <Copy aria-hidden="true" />
                Start from a copy
              </Link>
            </Button>
          </AlertDescription>
        </Alert>
        <TemplatePreview sections={detail.sections} headingLevel={2} />
      </>
    );
  }

  return (
    <>
      {header}
      <TemplateEditor
        key={detail ? `${detail.id}:${detail.version}` : `new:${copyOf ?? ''}`}
        detail={detail ?? null}
        initial={initial}
        onReload={() => source.refetch()}
      />
    </>
  );
}
