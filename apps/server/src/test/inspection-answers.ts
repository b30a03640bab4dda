import { templateItems, type AnswerValue, type InspectionTemplate, type TemplateItem } from '@thamani/domain/inspections';

/** A valid answer for any template item (the first option, the minimum, yes, a Nairobi position). */
export function sampleAnswer(item: TemplateItem): AnswerValue {
  switch (item.kind) {
    case 'text':
    case 'textarea':
      return `Recorded ${item.label.toLowerCase()}`;
    case 'select':
      return item.options?.[0]?.value ?? '';
    case 'multiselect':
      return [item.options?.[0]?.value ?? ''];
    case 'number':
      return Math.max(item.min ?? 0, 120);
    case 'year':
      return 1998;
    case 'yesno':
      return true;
    case 'condition':
      return { rating: 4, note: 'Sound' };
    case 'gps':
      return { latitude: -1.2921, longitude: 36.8219, accuracyM: 6, capturedAt: '2030-03-05T07:00:00.000Z' };
  }
}

/** Answers for every required item of a template (enough to submit). */
export function requiredAnswers(template: InspectionTemplate): Record<string, AnswerValue> {
  return Object.fromEntries(templateItems(template).filter(({ item }) => item.required).map(({ item }) => [item.id, sampleAnswer(item)]));
}
