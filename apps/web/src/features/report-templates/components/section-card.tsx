import { VALUE_KINDS, VALUE_LABELS } from '@thamani/domain/reports';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { type EditableSection, SECTION_KIND_LABELS } from '../lib/template-draft';
import { FieldsListEditor } from './fields-list-editor';
import { NarrativeTextEditor } from './narrative-text-editor';

/** One section of the template being edited: its title, its place in the order, and what it holds. */
export function SectionCard({
  section,
  index,
  count,
  taken,
  customKeys,
  hasProblem,
  onChange,
  onMove,
  onRemove,
}: {
  section: EditableSection;
  index: number;
  count: number;
  taken: ReadonlySet<string>;
  customKeys: ReadonlyArray<{ key: string; label: string }>;
  hasProblem: boolean;
  onChange: (section: EditableSection) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const id = `section-${section.key}`;
  const name = section.title.trim() || `section ${index + 1}`;
  return (
    <li
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={cn('grid scroll-mt-24 gap-3 rounded-lg border p-4', hasProblem && 'border-destructive')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="flex items-center gap-2 font-semibold">
          <span>
            {index + 1}. <span className="wrap-anywhere">{name}</span>
          </span>
          <Badge variant="outline">{SECTION_KIND_LABELS[section.kind]}</Badge>
        </h3>
        <div className="flex flex-wrap gap-1">
          <Button id={`${id}-up`} variant="outline" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Move up</span>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button
            id={`${id}-down`}
            variant="outline"
            size="sm"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Move down</span>
            <span className="sr-only"> {name}</span>
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" disabled={count === 1} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Remove</span>
            <span className="sr-only"> {name}</span>
          </Button>
        </div>
      </div>

      <div className="grid gap-1 sm:max-w-md">
        <Label htmlFor={`${id}-title`}>Section title</Label>
        <Input
          id={`${id}-title`}
          maxLength={80}
          value={section.title}
          onChange={(e) => onChange({ ...section, title: e.target.value })}
        />
      </div>

      {section.kind === 'narrative' ? (
        <NarrativeTextEditor
          id={id}
          text={section.text}
          extraKeys={customKeys}
          onChange={(text) => onChange({ ...section, text })}
        />
      ) : null}
      {section.kind === 'fields' ? (
        <FieldsListEditor
          id={id}
          fields={section.fields}
          taken={taken}
          onChange={(fields) => onChange({ ...section, fields })}
        />
      ) : null}
      {section.kind === 'valuation' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Values this report states</legend>
          {VALUE_KINDS.map((kind) => (
            <label key={kind} className="flex w-fit items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={section.values.includes(kind)}
                onChange={(e) =>
                  onChange({
                    ...section,
                    values: VALUE_KINDS.filter((k) => (k === kind ? e.target.checked : section.values.includes(k))),
                  })
                }
              />
              {VALUE_LABELS[kind]}
            </label>
          ))}
          <p className="text-xs text-muted-foreground">Each value is written in figures and in words.</p>
        </fieldset>
      ) : null}
      {section.kind === 'comparables' ? (
        <p className="text-sm text-muted-foreground">
          A table of comparable sales: address, date, price, size, adjustment, with the rate per m² worked out.
        </p>
      ) : null}
      {section.kind === 'photos' ? (
        <p className="text-sm text-muted-foreground">The photos the valuer picks from the inspection, with captions.</p>
      ) : null}
    </li>
  );
}
