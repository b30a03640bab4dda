import { formatDateTime } from '@thamani/domain/display';
import type { PersonDetail } from '@thamani/domain/people';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Their latest audited actions, with the way into the full log filtered to them. */
export function PersonActivity({ person }: { person: PersonDetail }) {
  const id = useId();
  const fullLog = `${paths.admin.audit}?${new URLSearchParams({ userId: person.userId }).toString()}`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          Recent activity
        </h2>
        <Link to={fullLog} className="text-sm font-medium underline underline-offset-4">
          Everything they did, in the audit log
        </Link>
      </div>
      {person.recentActivity.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-2">
          {person.recentActivity.map((item) => (
            <li key={item.id} className="grid gap-0.5 border-b pb-2 text-sm last:border-b-0 sm:grid-cols-[11rem_1fr]">
              <time dateTime={item.at} className="text-muted-foreground">
                {formatDateTime(item.at)}
              </time>
              <span className="min-w-0 wrap-anywhere">
                {item.link ? (
                  <Link to={item.link} className="font-medium underline underline-offset-4">
                    {item.actionLabel}
                  </Link>
                ) : (
                  <span className="font-medium">{item.actionLabel}</span>
                )}
                {item.details ? <span className="text-muted-foreground"> · {item.details}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
