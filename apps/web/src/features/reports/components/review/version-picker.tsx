import { formatDateTime } from '@thamani/domain/display';
import type { ReportDetail } from '@thamani/domain/reports';
import { useId } from 'react';

/** Every submitted version stays readable: the admin picks which one the page shows. */
export function VersionPicker({
  submissions,
  value,
  onChange,
}: {
  submissions: ReportDetail['submissions'];
  value: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const latest = Math.max(...submissions.map((s) => s.n));
  const newestFirst = [...submissions].sort((a, b) => b.n - a.n);
  return (
    <div className="grid w-full max-w-sm min-w-0 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Submission shown
      </label>
      <select
        id={id}
        className="h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {newestFirst.map((submission) => (
          <option key={submission.n} value={submission.n}>
            Submission {submission.n}
            {submission.n === latest ? ' (latest)' : ''} · {formatDateTime(submission.submittedAt)}
          </option>
        ))}
      </select>
    </div>
  );
}
