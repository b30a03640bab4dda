import { describe, expect, it } from 'vitest';
import { firstMissingSectionId, sectionProgressText, sectionRequiredProgress } from './checklist-progress.ts';
import { latestTemplateFor } from './inspection-templates.ts';

const template = latestTemplateFor('residential');

describe('checklist progress by section', () => {
  it('counts the required items answered in each section, and names the first section still missing one', () => {
    const [first, second] = template.sections;
    const firstRequired = first?.items.filter((i) => i.required) ?? [];
    expect(firstRequired.length).toBeGreaterThan(1);
    const answers = Object.fromEntries(firstRequired.map((i) => [i.id, i.kind === 'yesno' ? true : 'x'] as const));
    const progress = sectionRequiredProgress(template, answers);
    expect(progress[0]).toMatchObject({ sectionId: first?.id, requiredDone: firstRequired.length, required: firstRequired.length });
    expect(progress[1]?.requiredDone).toBe(0);
    expect(firstMissingSectionId(template, {})).toBe(first?.id);
    expect(firstMissingSectionId(template, answers)).toBe(
      template.sections.find((s, index) => index > 0 && s.items.some((i) => i.required))?.id,
    );
    expect(second).toBeDefined();
  });

  it('reads "3 of 5"; a section with no required items reads Optional', () => {
    expect(sectionProgressText({ requiredDone: 3, required: 5 })).toBe('3 of 5');
    expect(sectionProgressText({ requiredDone: 0, required: 0 })).toBe('Optional');
  });
});
