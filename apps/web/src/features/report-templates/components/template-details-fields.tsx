import { REPORT_TEMPLATE_PURPOSES } from '@thamani/domain/reports';
import { REQUEST_PURPOSE_LABELS, type RequestPurpose } from '@thamani/domain/requests';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { TemplateDraft } from '../lib/template-draft';

const PURPOSES = REPORT_TEMPLATE_PURPOSES.map((p) => ({ value: p, label: REQUEST_PURPOSE_LABELS[p] }));

/** The template's name, the purpose it is meant for, and a line on when to use it. */
export function TemplateDetailsFields({
  draft,
  onChange,
}: {
  draft: TemplateDraft;
  onChange: (patch: Partial<Pick<TemplateDraft, 'name' | 'purpose' | 'description'>>) => void;
}) {
  return (
    <div className="grid gap-4 rounded-lg border p-4 md:grid-cols-2">
      <TextField
        id="template-name"
        label="Name"
        maxLength={80}
        required
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <SelectField
        id="template-purpose"
        label="Purpose"
        options={PURPOSES}
        value={draft.purpose}
        onChange={(e) => {
          const purpose = REPORT_TEMPLATE_PURPOSES.find((p) => p === e.target.value);
          if (purpose) {
            onChange({ purpose: purpose satisfies RequestPurpose });
          }
        }}
      />
      <TextareaField
        id="template-description"
        label="Description"
        className="md:col-span-2"
        rows={2}
        maxLength={300}
        value={draft.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
    </div>
  );
}
