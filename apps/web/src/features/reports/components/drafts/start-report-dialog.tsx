import { REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import type { ReadyForReport } from '@thamani/domain/reports';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useTemplates } from '@/entities/report-template/api/get-templates';
import { useStartReport } from '../../api/report-actions';

/** "Start report": the valuer picks a template (the one for the request's purpose is chosen already). */
export function StartReportDialog({ ready }: { ready: ReadyForReport }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const templates = useTemplates();
  const navigate = useNavigate();
  const start = useStartReport({
    onStarted: (report) => {
      setOpen(false);
      void navigate(paths.agent.report(report.id));
    },
  });
  const items = templates.data?.items ?? [];
  const selected = chosen ?? ready.suggestedTemplateId ?? items[0]?.id ?? null;
  const groupName = `template-${ready.requestId}`;

  const onStart = () => {
    if (!selected) {
      return;
    }
    start.mutate(
      { requestId: ready.requestId, templateId: selected },
      { onError: (error) => toast.error(error.message) },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !start.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm">
          <FilePlus2 aria-hidden="true" />
          Start report<span className="sr-only"> for {ready.title}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start the report</DialogTitle>
          <DialogDescription>
            For “{ready.title}”. Everything known from the request, the inspection and your details is filled in; the
            report keeps the template version it starts from.
          </DialogDescription>
        </DialogHeader>
        {templates.isPending ? <Spinner label="Loading templates" /> : null}
        {templates.isError ? <p className="text-sm text-destructive">{templates.error.message}</p> : null}
        {items.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Template</legend>
            {items.map((template) => {
              const id = `${groupName}-${template.id}`;
              return (
                <label
                  key={template.id}
                  htmlFor={id}
                  className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    id={id}
                    type="radio"
                    name={groupName}
                    value={template.id}
                    checked={selected === template.id}
                    onChange={() => setChosen(template.id)}
                    aria-labelledby={`${id}-name`}
                    aria-describedby={`${id}-about`}
                    className="mt-1 size-4 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span id={`${id}-name`} className="font-medium wrap-anywhere">
                      {template.name}
                      {template.id === ready.suggestedTemplateId ? (
                        <span className="text-xs font-normal text-muted-foreground"> (suggested)</span>
                      ) : null}
                    </span>
                    <span id={`${id}-about`} className="text-xs text-muted-foreground">
                      {REQUEST_PURPOSE_LABELS[template.purpose]} · version {template.version} ·{' '}
                      {template.owner ? template.owner.name : 'Firm template'}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={start.isPending}>
            Cancel
          </Button>
          <Button onClick={onStart} disabled={!selected || start.isPending}>
            {start.isPending ? <Spinner className="size-4 text-current" label="Starting" /> : null}
            Start report
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
