import type { FieldsSection, FieldValue, ReportFields } from '@thamani/domain/reports';
import { sectionAnchorId } from '../../lib/check-links';
import { ReportFieldInput } from './report-field-input';

/** A fields section of the report: its typed fields in two columns (one on a phone). */
export function FieldsSectionForm({
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
          <ReportFieldInput
            key={field.key}
            field={field}
            value={fields[field.key]}
            readOnly={readOnly}
            onChange={(value) => onChange(field.key, value)}
          />
        ))}
      </div>
    </section>
  );
}
