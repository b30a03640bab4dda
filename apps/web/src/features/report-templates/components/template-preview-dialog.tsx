import type { ReportTemplateSummary } from '@thamani/domain/reports';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTemplate } from '@/entities/report-template/api/get-templates';
import { TemplatePreview } from './template-preview';

/** "Preview": the template's sections with sample values, loaded when opened. */
export function TemplatePreviewDialog({ template }: { template: ReportTemplateSummary }) {
  const [open, setOpen] = useState(false);
  const detail = useTemplate(open ? template.id : null);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Eye aria-hidden="true" />
          Preview<span className="sr-only"> {template.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{template.name}</DialogTitle>
          <DialogDescription>
            Version {template.version}. Sample values are shown; highlighted words are filled in from the report.
          </DialogDescription>
        </DialogHeader>
        {detail.isPending ? <Spinner label="Loading the template" /> : null}
        {detail.isError ? <p className="text-sm text-destructive">{detail.error.message}</p> : null}
        {detail.data ? <TemplatePreview sections={detail.data.sections} /> : null}
      </DialogContent>
    </Dialog>
  );
}
