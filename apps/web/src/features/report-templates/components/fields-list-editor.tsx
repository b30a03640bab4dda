import { REPORT_FIELDS } from '@thamani/domain/report-fields';
import { FIELD_TYPES, type FieldType, type TemplateField } from '@thamani/domain/reports';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { catalogueField, customField } from '../lib/template-draft';

const nativeSelect =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  money: 'Money (KSh)',
  number: 'Number',
  date: 'Date',
  choice: 'Choice',
  text: 'Text',
};

/** The values go in the valuation summary, not a fields section. */
const CATALOGUE = Object.entries(REPORT_FIELDS).filter(([key]) => !key.startsWith('values.'));

/** A fields section's fields: each with its label, type, whether required; add from the catalogue or a custom one. */
export function FieldsListEditor({
  id,
  fields,
  taken,
  onChange,
}: {
  id: string;
  fields: TemplateField[];
  /** Keys used anywhere in the template (one namespace per report). */
  taken: ReadonlySet<string>;
  onChange: (fields: TemplateField[]) => void;
}) {
  const [standard, setStandard] = useState('');
  const [customLabel, setCustomLabel] = useState('');
  const [customType, setCustomType] = useState<FieldType>('text');
  const change = (index: number, patch: Partial<TemplateField>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const available = CATALOGUE.filter(([key]) => !taken.has(key));

  return (
    <div className="grid gap-3">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">No fields yet: add at least one.</p> : null}
      <ul className="grid gap-3">
        {fields.map((field, index) => {
          const fid = `${id}-field-${index}`;
          const custom = !(field.key in REPORT_FIELDS);
          return (
            <li key={field.key} className="grid gap-2 rounded-md border p-3">
              <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
                <div className="grid gap-1">
                  <Label htmlFor={`${fid}-label`}>Field label</Label>
                  <Input
                    id={`${fid}-label`}
                    maxLength={80}
                    value={field.label}
                    onChange={(e) => change(index, { label: e.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`${fid}-type`}>Type</Label>
                  {custom ? (
                    <select
                      id={`${fid}-type`}
                      className={nativeSelect}
                      value={field.type}
                      onChange={(e) => {
                        const type = e.target.value as FieldType;
                        change(index, { type, options: type === 'choice' ? (field.options ?? []) : undefined });
                      }}
                    >
                      {FIELD_TYPES.map((t) => (
                        <option key={t} value={t}>
                          {FIELD_TYPE_LABELS[t]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <p id={`${fid}-type`} className="flex h-10 items-center text-sm">
                      {FIELD_TYPE_LABELS[field.type]}
                      {field.unit ? ` (${field.unit})` : ''}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-10 w-fit text-destructive"
                  onClick={() => onChange(fields.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove<span className="sr-only"> the field {field.label}</span>
                </Button>
              </div>
              <p className="text-xs text-muted-foreground">
                Placeholder: <code className="rounded bg-muted px-1">{`{{${field.key}}}`}</code>
              </p>
              <label className="flex w-fit items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={field.required}
                  onChange={(e) => change(index, { required: e.target.checked })}
                />
                Required<span className="sr-only"> ({field.label})</span>
              </label>
              {custom && field.type === 'number' ? (
                <div className="grid gap-1 sm:max-w-40">
                  <Label htmlFor={`${fid}-unit`}>Unit</Label>
                  <Input
                    id={`${fid}-unit`}
                    maxLength={12}
                    placeholder="e.g. m², years"
                    value={field.unit ?? ''}
                    onChange={(e) => change(index, { unit: e.target.value || undefined })}
                  />
                </div>
              ) : null}
              {custom && field.type === 'choice' ? (
                <div className="grid gap-1">
                  <Label htmlFor={`${fid}-options`}>Choices, one per line</Label>
                  <Textarea
                    id={`${fid}-options`}
                    rows={3}
                    value={(field.options ?? []).join('\n')}
                    onChange={(e) =>
                      change(index, {
                        options: e.target.value
                          .split('\n')
                          .map((o) => o.trimStart())
                          .slice(0, 30),
                      })
                    }
                    onBlur={(e) =>
                      change(index, {
                        options: e.target.value
                          .split('\n')
                          .map((o) => o.trim())
                          .filter(Boolean),
                      })
                    }
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="grid gap-3 rounded-md bg-muted/50 p-3 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-standard`}>Add a standard field</Label>
          <select
            id={`${id}-standard`}
            className={nativeSelect}
            value={standard}
            onChange={(e) => setStandard(e.target.value)}
          >
            <option value="">Choose a field…</option>
            {available.map(([key, spec]) => (
              <option key={key} value={key}>
                {spec.label}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={!standard || fields.length >= 40}
            onClick={() => {
              const field = catalogueField(standard);
              if (field) {
                onChange([...fields, field]);
                setStandard('');
              }
            }}
          >
            <Plus aria-hidden="true" />
            Add field
          </Button>
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-custom-label`}>Add a custom field</Label>
          <Input
            id={`${id}-custom-label`}
            maxLength={80}
            placeholder="Label, e.g. Rent roll"
            value={customLabel}
            onChange={(e) => setCustomLabel(e.target.value)}
          />
          <Label htmlFor={`${id}-custom-type`} className="sr-only">
            Type of the custom field
          </Label>
          <select
            id={`${id}-custom-type`}
            className={nativeSelect}
            value={customType}
            onChange={(e) => setCustomType(e.target.value as FieldType)}
          >
            {FIELD_TYPES.map((t) => (
              <option key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            disabled={customLabel.trim() === '' || fields.length >= 40}
            onClick={() => {
              onChange([...fields, customField(customLabel, customType, taken)]);
              setCustomLabel('');
            }}
          >
            <Plus aria-hidden="true" />
            Add custom field
          </Button>
        </div>
      </div>
    </div>
  );
}
