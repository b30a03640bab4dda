import { ReportTemplateBodySchema } from '@thamani/domain/reports';
import type { TemplateDraft } from './template-draft';
import { toBody } from './template-draft';

export type TemplateProblem = {
  message: string;
  /** The section's React key, when the problem is in one. */ sectionKey: string | null;
};

/** What stops the template from being saved, in the valuer's words, each tied to its section. */
export function templateProblems(draft: TemplateDraft): TemplateProblem[] {
  const parsed = ReportTemplateBodySchema.safeParse(toBody(draft));
  if (parsed.success) {
    return [];
  }
  const seen = new Set<string>();
  const problems: TemplateProblem[] = [];
  for (const issue of parsed.error.issues) {
    const problem = describe(draft, issue.path, issue.message);
    if (!seen.has(problem.message)) {
      seen.add(problem.message);
      problems.push(problem);
    }
  }
  return problems;
}

function describe(draft: TemplateDraft, path: readonly PropertyKey[], fallback: string): TemplateProblem {
  const [head, index, part, fieldIndex, fieldPart] = path;
  if (head === 'name') {
    return { message: 'Give the template a name of 3 to 80 characters.', sectionKey: null };
  }
  if (head === 'description') {
    return { message: 'Keep the description to 300 characters.', sectionKey: null };
  }
  if (head !== 'sections' || typeof index !== 'number') {
    return {
      message: head === 'sections' && fallback ? fallback : `${String(head ?? 'Template')}: ${fallback}`,
      sectionKey: null,
    };
  }
  const section = draft.sections[index];
  const where = `Section ${index + 1}${section?.title.trim() ? ` (${section.title.trim()})` : ''}`;
  const sectionKey = section?.key ?? null;
  if (part === 'title') {
    return { message: `${where}: give it a title of at most 80 characters.`, sectionKey };
  }
  if (part === 'fields' && fieldIndex === undefined) {
    return { message: `${where}: add at least one field (40 at most).`, sectionKey };
  }
  if (part === 'fields' && typeof fieldIndex === 'number') {
    const field = section?.kind === 'fields' ? section.fields[fieldIndex] : undefined;
    const name = field?.label.trim() ? `“${field.label.trim()}”` : `field ${fieldIndex + 1}`;
    if (fieldPart === 'label') {
      return { message: `${where}: ${name} needs a label of at most 80 characters.`, sectionKey };
    }
    if (fieldPart === 'options') {
      return { message: `${where}: the choices of ${name} must each be 1 to 80 characters (30 at most).`, sectionKey };
    }
    if (fieldPart === 'unit') {
      return { message: `${where}: the unit of ${name} must be 12 characters at most.`, sectionKey };
    }
    return { message: `${where}: ${name}: ${fallback}`, sectionKey };
  }
  if (part === 'values') {
    return { message: `${where}: choose at least one value to state.`, sectionKey };
  }
  if (part === 'body') {
    return { message: `${where}: the text is too long.`, sectionKey };
  }
  return { message: `${where}: ${fallback}`, sectionKey };
}
