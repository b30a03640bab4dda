import { formatDate } from '@thamani/domain/display';
import { REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import type { ReportTemplateSummary } from '@thamani/domain/reports';
import { Copy, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useTemplates } from '@/entities/report-template/api/get-templates';
import { TemplatePreviewDialog } from '../components/template-preview-dialog';
import { copyTemplatePath } from '../lib/template-paths';

/** /agent-dashboard/templates — the firm's templates and the valuer's own (an admin: all). */
export function TemplatesPage() {
  const query = useTemplates();
  const templates = query.data?.items ?? [];
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Templates</h1>
          <p className="text-muted-foreground">
            Reports start from a template. Editing one makes a new version; reports already started keep theirs.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.agentDashboard.newTemplate}>
            <Plus aria-hidden="true" />
            New template
          </Link>
        </Button>
      </header>
      {query.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {templates.length > 0 ? (
        <ul aria-label="Templates" className="grid gap-3">
          {templates.map((template) => (
            <TemplateItem key={template.id} template={template} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function TemplateItem({ template }: { template: ReportTemplateSummary }) {
  return (
    <li className="grid gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold wrap-anywhere">{template.name}</h2>
        <Badge variant={template.owner ? 'secondary' : 'outline'}>
          {template.owner ? 'Own template' : 'Firm template'}
        </Badge>
      </div>
      {template.description ? <p className="text-sm wrap-anywhere">{template.description}</p> : null}
      <p className="text-sm text-muted-foreground">
        {REQUEST_PURPOSE_LABELS[template.purpose]} · version {template.version} ·{' '}
        {template.owner ? `by ${template.owner.name}` : 'the firm’s'} · updated {formatDate(template.updatedAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        <TemplatePreviewDialog template={template} />
        {template.editable ? (
          <Button asChild size="sm">
            <Link to={paths.agentDashboard.template(template.id)}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> {template.name}</span>
            </Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="outline">
          <Link to={copyTemplatePath(template.id)}>
            <Copy aria-hidden="true" />
            Start from a copy<span className="sr-only"> of {template.name}</span>
          </Link>
        </Button>
      </div>
    </li>
  );
}
