import { placeholderContext } from '@thamani/domain/report-placeholders';
import { reportFieldDefinitions } from '@thamani/domain/report-fields';
import type { ReportContent, TemplateField } from '@thamani/domain/reports';

/** What every section's printed pieces read: the content, its placeholder values, field definitions and photo URLs. */
export interface FlowContext {
  content: ReportContent;
  placeholders: Record<string, string>;
  definitions: Map<string, TemplateField>;
  photoUrls: ReadonlyMap<string, string>;
}

export function flowContext(
  content: ReportContent,
  photoOptions: ReadonlyArray<{ documentId: string; url: string }>,
): FlowContext {
  return {
    content,
    placeholders: placeholderContext(content),
    definitions: reportFieldDefinitions(content.sections),
    photoUrls: new Map(photoOptions.map((p) => [p.documentId, p.url])),
  };
}
