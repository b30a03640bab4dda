import { REPORT_MESSAGES, type ReportSection, RequestChangesBodySchema } from '@thamani/domain/reports';
import { MessageSquarePlus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { FieldError, fieldAria } from '@/components/form/field-error';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { isDecidedElsewhere, useRequestReportChanges } from '../../api/review-report';
import { runChange } from '@/lib/cache/run-change';

type SectionRef = Pick<ReportSection, 'id' | 'title'>;
type Row = { key: number; sectionId: string; comment: string };
type Errors = { comment?: string; rows: Record<number, string> };

const SECTION_COMMENT_MISSING = 'Write the comment on this section, or remove it.';
const NO_ERRORS: Errors = { rows: {} };

/** Sends the submission back to the valuer: an overall comment, and comments tied to sections. */
export function RequestChangesDialog({
  reportId,
  n,
  sections,
}: {
  reportId: string;
  n: number;
  sections: readonly SectionRef[];
}) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const [nextKey, setNextKey] = useState(1);
  const send = useRequestReportChanges(reportId);
  const commentId = useId();

  const unused = sections.filter((section) => !rows.some((row) => row.sectionId === section.id));
  const reset = () => {
    setComment('');
    setRows([]);
    setErrors(NO_ERRORS);
    setFailure(null);
  };

  const submit = () => {
    const rowErrors: Record<number, string> = {};
    for (const row of rows) {
      if (row.comment.trim() === '') {
        rowErrors[row.key] = SECTION_COMMENT_MISSING;
      }
    }
    const parsed = RequestChangesBodySchema.safeParse({
      n,
      comment,
      sectionComments: rows.map((row) => ({ sectionId: row.sectionId, comment: row.comment })),
    });
    const commentError = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === 'comment')?.message;
    if (!parsed.success || Object.keys(rowErrors).length > 0) {
      setErrors({ comment: commentError, rows: rowErrors });
      return;
    }
    setErrors(NO_ERRORS);
    runChange(send, parsed.data, {
      onSuccess: () => {
        toast.success(REPORT_MESSAGES.changesRequested);
        setOpen(false);
        reset();
      },
      onError: (error) => {
        if (isDecidedElsewhere(error)) {
          toast.error(error.message);
          setOpen(false);
          return;
        }
        setFailure(error.message);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Undo2 aria-hidden="true" />
          Request changes
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request changes to submission {n}</DialogTitle>
          <DialogDescription>
            The report goes back to the valuer with your comments and the request is in progress again.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={commentId}>What needs to change</Label>
            <Textarea
              id={commentId}
              value={comment}
              maxLength={4000}
              rows={4}
              {...fieldAria(commentId, errors.comment)}
              onChange={(event) => setComment(event.target.value)}
            />
            <FieldError id={`${commentId}-error`} message={errors.comment} />
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Comments on sections (optional)</legend>
            {rows.map((row, index) => (
              <SectionCommentRow
                key={row.key}
                row={row}
                index={index}
                options={sections.filter((s) => s.id === row.sectionId || unused.includes(s))}
                error={errors.rows[row.key]}
                onChange={(changed) => setRows((all) => all.map((r) => (r.key === row.key ? changed : r)))}
                onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))}
              />
            ))}
            {unused.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                onClick={() => {
                  setRows((all) => [...all, { key: nextKey, sectionId: unused[0]?.id ?? '', comment: '' }]);
                  setNextKey((key) => key + 1);
                }}
              >
                <MessageSquarePlus aria-hidden="true" />
                Add a comment on a section
              </Button>
            ) : null}
          </fieldset>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send back to the valuer'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SectionCommentRow({
  row,
  index,
  options,
  error,
  onChange,
  onRemove,
}: {
  row: Row;
  index: number;
  options: readonly SectionRef[];
  error: string | undefined;
  onChange: (row: Row) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
  const commentId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const number = index + 1;
  // A row appears when the admin asks for it: they choose its section next.
  useEffect(() => selectRef.current?.focus(), []);
  return (
    <fieldset className="grid gap-2 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Comment {number}</legend>
      <Label htmlFor={selectId}>Section</Label>
      <select
        ref={selectRef}
        id={selectId}
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm"
        value={row.sectionId}
        onChange={(event) => onChange({ ...row, sectionId: event.target.value })}
      >
        {options.map((section) => (
          <option key={section.id} value={section.id}>
            {section.title}
          </option>
        ))}
      </select>
      <Label htmlFor={commentId}>Comment</Label>
      <Textarea
        id={commentId}
        value={row.comment}
        maxLength={2000}
        rows={3}
        {...fieldAria(commentId, error)}
        onChange={(event) => onChange({ ...row, comment: event.target.value })}
      />
      <FieldError id={`${commentId}-error`} message={error} />
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onRemove}>
        <Trash2 aria-hidden="true" />
        Remove comment {number}
      </Button>
    </fieldset>
  );
}
