import type { FieldsSection, FieldValue, ReportFields, TemplateField } from '@thamani/domain/reports';
import { memo } from 'react';
import { sectionAnchorId } from '../../lib/check-links';
import { ReportFieldInput } from './report-field-input';

/**
 * A fields section of the report: its typed fields in two columns (one on a phone). Memoised, as
 * each field is: with `onChange` the same function on every render, a keystroke re-renders the
 * field typed in, not every field of the report.
 */
export const FieldsSectionForm = memo(function FieldsSectionForm({
  section,
  fields,
  readOnly,
  onChange,
}: {
  section: FieldsSection;
  fields: ReportFields;
  readOnly: boolean;
  onChange: (key: string, value: FieldValue) => void;
}) {
  return (
    <section aria-labelledby={sectionAnchorId(section.id)} className="grid gap-4 rounded-lg border p-4">
      <h2 id={sectionAnchorId(section.id)} className="scroll-mt-36 text-xl font-semibold wrap-anywhere">
        {section.title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {section.fields.map((field) => (
          <FieldRow key={field.key} field={field} value={fields[field.key]} readOnly={readOnly} onChange={onChange} />
        ))}
      </div>
    </section>
  );
});

const FieldRow = memo(function FieldRow({
  field,
  value,
  readOnly,
  onChange,
}: {
  field: TemplateField;
  value: FieldValue | undefined;
  readOnly: boolean;
  onChange: (key: string, value: FieldValue) => void;
}) {
  return (
    <ReportFieldInput field={field} value={value} readOnly={readOnly} onChange={(next) => onChange(field.key, next)} />
  );
});
