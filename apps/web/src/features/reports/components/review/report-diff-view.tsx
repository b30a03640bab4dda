import type { ReportChange } from '@thamani/domain/report-diff';
import { useId } from 'react';

type Group = { key: string; title: string; changes: ReportChange[] };

/** Changes in the order the diff lists them, grouped under their section (first appearance decides the order). */
function groupBySection(changes: readonly ReportChange[]): Group[] {
  const groups = new Map<string, Group>();
  for (const change of changes) {
    const key = change.sectionId ?? `title:${change.sectionTitle}`;
    const group = groups.get(key) ?? { key, title: change.sectionTitle, changes: [] };
    group.changes.push(change);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * "Changes since submission n−1": per section, a field's old → new value, text with its
 * insertions and deletions marked (<ins>/<del>, with words for screen readers, not colour alone),
 * and sections added, removed or moved.
 */
export function ReportDiffView({ n, changes }: { n: number; changes: readonly ReportChange[] | null }) {
  const headingId = useId();
  const title = n <= 1 ? 'First submission' : `Changes since submission ${n - 1}`;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {n <= 1 ? (
        <p className="text-sm text-muted-foreground">
          This is the report as first submitted: there is nothing to compare it with.
        </p>
      ) : changes === null ? (
        <p className="text-sm text-muted-foreground">Loading the earlier submission…</p>
      ) : changes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing changed since submission {n - 1}.</p>
      ) : (
        groupBySection(changes).map((group) => <SectionChanges key={group.key} group={group} />)
      )}
    </section>
  );
}

function SectionChanges({ group }: { group: Group }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        {group.title}
      </h3>
      <ul className="grid gap-2">
        {group.changes.map((change, index) => (
          <li key={`${change.kind}-${change.label}-${index}`} className="grid gap-1 rounded-md border p-3 text-sm">
            <ChangeLine change={change} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChangeLine({ change }: { change: ReportChange }) {
  if (change.kind === 'section_added' || change.kind === 'section_removed') {
    return (
      <>
        <p className="font-medium wrap-anywhere">{change.label}</p>
        <p className="line-clamp-3 whitespace-pre-line text-muted-foreground wrap-anywhere">
          {change.kind === 'section_added' ? change.after : change.before}
        </p>
      </>
    );
  }
  if (change.kind === 'section_moved') {
    return (
      <p className="wrap-anywhere">
        <span className="font-medium">{change.label}</span>: from {change.before.toLowerCase()} to{' '}
        {change.after.toLowerCase()}
      </p>
    );
  }
  const marked = change.kind === 'text' && change.parts.some((part) => part.added || part.removed);
  return (
    <>
      <p className="font-medium wrap-anywhere">{change.label}</p>
      {change.before === change.after ? (
        <p className="text-muted-foreground">The wording is the same; only its formatting changed.</p>
      ) : marked ? (
        <p className="leading-relaxed whitespace-pre-line wrap-anywhere">
          {change.parts.map((part, index) => (
            <DiffPart key={index} part={part} />
          ))}
        </p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 whitespace-pre-line wrap-anywhere">
          <span className="sr-only">Changed from </span>
          <Removed>{change.before}</Removed>
          <span aria-hidden="true" className="text-muted-foreground">
            →
          </span>
          <span className="sr-only"> to </span>
          <Added>{change.after}</Added>
        </p>
      )}
    </>
  );
}

function DiffPart({ part }: { part: ReportChange['parts'][number] }) {
  if (part.added) {
    return <Added inline>{part.value}</Added>;
  }
  if (part.removed) {
    return <Removed inline>{part.value}</Removed>;
  }
  return <>{part.value}</>;
}

const EMPTY = <span className="text-muted-foreground italic">empty</span>;

function Added({ children, inline = false }: { children: string; inline?: boolean }) {
  if (!children && !inline) {
    return EMPTY;
  }
  return (
    <ins className="rounded-sm bg-success/20 px-0.5 text-foreground underline decoration-success decoration-2 underline-offset-2">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
  );
}

function Removed({ children, inline = false }: { children: string; inline?: boolean }) {
  if (!children && !inline) {
    return EMPTY;
  }
  return (
    <del className="rounded-sm bg-destructive/15 px-0.5 text-foreground line-through decoration-destructive decoration-2">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}
