import { placeholderLabel, reportFieldDefinitions } from '@thamani/domain/report-fields';
import type { ReportContent } from '@thamani/domain/reports';

export type PlaceholderChoice = { key: string; label: string };

/**
 * What "Insert field" offers: the report's own fields (in template order), then the facts frozen
 * when it was started (valuer, firm, inspection…) that are not fields of their own.
 */
export function placeholderChoices(content: ReportContent): {
  fields: PlaceholderChoice[];
  facts: PlaceholderChoice[];
} {
  const definitions = reportFieldDefinitions(content.sections);
  const fields = [...definitions.values()].map((field) => ({ key: field.key, label: field.label }));
  const facts = Object.keys(content.sources)
    .filter((key) => !definitions.has(key))
    .sort()
    .map((key) => ({ key, label: placeholderLabel(key, definitions) }));
  return { fields, facts };
}
