import { isAnswered, missingItems, type InspectionAnswers, type InspectionTemplate } from './inspections.ts';

/** A checklist section's header on the phone: how many of its required items are answered. */
export interface SectionRequiredProgress {
  sectionId: string;
  title: string;
  requiredDone: number;
  required: number;
}

export function sectionRequiredProgress(template: InspectionTemplate, answers: Partial<InspectionAnswers>): SectionRequiredProgress[] {
  return template.sections.map((section) => {
    const required = section.items.filter((item) => item.required);
    return {
      sectionId: section.id,
      title: section.title,
      requiredDone: required.filter((item) => isAnswered(answers[item.id])).length,
      required: required.length,
    };
  });
}

/** "3 of 5" (required items answered); a section without required items says so. */
export function sectionProgressText(p: Pick<SectionRequiredProgress, 'requiredDone' | 'required'>): string {
  return p.required === 0 ? 'Optional' : `${p.requiredDone} of ${p.required}`;
}

/** The section to open first: the first with a required item still missing (null when nothing is missing). */
export function firstMissingSectionId(template: InspectionTemplate, answers: Partial<InspectionAnswers>): string | null {
  return missingItems(template, answers)[0]?.sectionId ?? null;
}
