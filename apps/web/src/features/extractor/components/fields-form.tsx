import {
  EXTRACTION_FIELDS,
  EXTRACTION_FIELD_LABELS,
  confidenceLevel,
  type ConfirmedFields,
  type ExtractedField,
  type Extraction,
  type ExtractionFieldName,
} from '@thamani/domain/extractions';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';

function hintOf(field: ExtractedField | undefined): string {
  if (!field) {
    return 'Not found on the document.';
  }
  const level = confidenceLevel(field.confidence);
  const area = field.area ? ` ${field.area.hectares} ha · ${field.area.acres} acres.` : '';
  return `${level} confidence (${Math.round(field.confidence * 100)}%). Found on page ${field.page}.${area}`;
}

type FieldsFormProps = {
  extraction: Extraction;
  onFocusField: (field: ExtractedField | null) => void;
  onConfirm: (fields: ConfirmedFields) => void;
  isPending: boolean;
};

/** The proposals as labelled inputs the person corrects, then confirms. */
export function FieldsForm({ extraction, onFocusField, onConfirm, isPending }: FieldsFormProps) {
  const proposals = new Map(extraction.fields.map((f) => [f.name, f]));
  const [values, setValues] = useState<Record<ExtractionFieldName, string>>(() =>
    Object.fromEntries(
      EXTRACTION_FIELDS.map((name) => [name, extraction.confirmedFields?.[name] ?? proposals.get(name)?.normalised ?? '']),
    ) as Record<ExtractionFieldName, string>,
  );
  return (
    <form
      className="grid gap-4"
      aria-label="Details found on the document"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(values);
      }}
    >
      {EXTRACTION_FIELDS.map((name) => (
        <TextField
          key={name}
          id={`extraction-${name}`}
          label={EXTRACTION_FIELD_LABELS[name]}
          value={values[name]}
          autoComplete="off"
          maxLength={120}
          hint={hintOf(proposals.get(name))}
          onFocus={() => onFocusField(proposals.get(name) ?? null)}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        />
      ))}
      <Button type="submit" disabled={isPending} className="w-full sm:w-fit">
        {isPending ? 'Confirming…' : 'Confirm fields'}
      </Button>
    </form>
  );
}
