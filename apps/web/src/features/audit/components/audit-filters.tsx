import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS_BY_LABEL,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  type AuditActor,
} from '@thamani/domain/audit-log';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuditActors } from '../api/get-audit-log';
import type { useAuditFilters } from './use-audit-filters';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';
const SEARCH_DELAY_MS = 250;

function actorLabel(actor: AuditActor): string {
  return actor.name ? `${actor.name} (${actor.email})` : actor.email;
}

/** Find a person by name or e-mail, then pick them from the matches. */
function PersonFilter({ userId, onChange }: { userId: string; onChange: (userId: string) => void }) {
  const searchId = useId();
  const selectId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<AuditActor | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const actors = useAuditActors(q);
  const matches = actors.data?.items ?? [];
  const options =
    picked && picked.userId === userId && !matches.some((a) => a.userId === userId) ? [picked, ...matches] : matches;

  return (
    <>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={searchId}>Find a person</Label>
        <Input
          id={searchId}
          type="search"
          value={text}
          placeholder="Name or e-mail"
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={selectId}>Person</Label>
        <select
          id={selectId}
          className={SELECT_CLASS}
          value={userId}
          onChange={(e) => {
            setPicked(options.find((a) => a.userId === e.target.value) ?? null);
            onChange(e.target.value);
          }}
        >
          <option value="">Anyone</option>
          {userId && !options.some((a) => a.userId === userId) ? (
            <option value={userId}>The chosen person</option>
          ) : null}
          {options.map((actor) => (
            <option key={actor.userId} value={actor.userId}>
              {actorLabel(actor)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

type Filters = ReturnType<typeof useAuditFilters>;

export function AuditFilters({ raw, setFilter, clear }: Pick<Filters, 'raw' | 'setFilter' | 'clear'>) {
  const entityId = useId();
  const actionId = useId();
  const fromId = useId();
  const toId = useId();
  // Clearing the filters also empties the person search box (a fresh PersonFilter).
  const [personKey, setPersonKey] = useState(0);

  return (
    <form
      aria-label="Filter the audit log"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <PersonFilter key={personKey} userId={raw.userId ?? ''} onChange={(value) => setFilter('userId', value)} />
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={entityId}>Entity type</Label>
        <select
          id={entityId}
          className={SELECT_CLASS}
          value={raw.entityType ?? ''}
          onChange={(e) => setFilter('entityType', e.target.value)}
        >
          <option value="">All entities</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={actionId}>Action</Label>
        <select
          id={actionId}
          className={SELECT_CLASS}
          value={raw.action ?? ''}
          onChange={(e) => setFilter('action', e.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS_BY_LABEL.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={fromId}>From</Label>
        <DateField
          id={fromId}
          wholeDaysOnly
          value={raw.from ?? ''}
          onValueChange={(value) => setFilter('from', value)}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={toId}>To</Label>
        <DateField id={toId} wholeDaysOnly value={raw.to ?? ''} onValueChange={(value) => setFilter('to', value)} />
      </div>
      <div className="flex items-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            clear();
            setPersonKey((k) => k + 1);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
