import { REPORT_FIELDS, REPORT_SOURCE_FIELDS } from '@thamani/domain/report-fields';
import { useRef } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const nativeSelect =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

const PLACEHOLDERS = [...Object.entries(REPORT_FIELDS), ...Object.entries(REPORT_SOURCE_FIELDS)]
  .map(([key, spec]) => ({ key, label: spec.label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * A narrative's text, plain: a blank line starts a new paragraph, `{{key}}` inserts a value when
 * the report is written. A picker inserts a placeholder where the cursor is.
 */
export function NarrativeTextEditor({
  id,
  text,
  onChange,
  extraKeys,
}: {
  id: string;
  text: string;
  onChange: (text: string) => void;
  /** The template's own custom fields, which placeholders may name too. */
  extraKeys: ReadonlyArray<{ key: string; label: string }>;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (key: string) => {
    const element = area.current;
    const token = `{{${key}}}`;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    onChange(text.slice(0, start) + token + text.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-text`}>Text</Label>
      <Textarea
        ref={area}
        id={`${id}-text`}
        rows={6}
        value={text}
        aria-describedby={`${id}-text-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-text-hint`} className="text-xs text-muted-foreground">
        Leave a blank line between paragraphs. Values from the report go in as placeholders, e.g.{' '}
        <code className="rounded bg-muted px-1">{'{{property.lrNumber}}'}</code>.
      </p>
      <div className="grid gap-1 sm:max-w-sm">
        <Label htmlFor={`${id}-placeholder`}>Insert a value</Label>
        <select
          id={`${id}-placeholder`}
          className={nativeSelect}
          value=""
          onChange={(event) => event.target.value && insert(event.target.value)}
        >
          <option value="">Choose a value to insert…</option>
          {[...extraKeys, ...PLACEHOLDERS].map((p) => (
            <option key={p.key} value={p.key}>
              {p.label} ({p.key})
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
