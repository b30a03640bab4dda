// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIMELINE_ACTIONS } from '@thamani/domain/requests';
import { timelineActionLabel } from './timeline-label';

describe('timelineActionLabel', () => {
  it('has a plain-words label for every timeline action of the contract', () => {
    for (const action of TIMELINE_ACTIONS) {
      const label = timelineActionLabel(action);
      expect(typeof label, action).toBe('string');
      expect(label.length, action).toBeGreaterThan(0);
      expect(label, action).not.toContain('_');
    }
  });

  it('says what happened in the client’s words', () => {
    expect(timelineActionLabel('request_created')).toBe('Request submitted');
    expect(timelineActionLabel('request_accepted')).toBe('Valuer assigned');
    expect(timelineActionLabel('request_released')).toBe('Valuer unassigned; waiting for a valuer');
    expect(timelineActionLabel('site_visit_completed')).toBe('Site visit completed');
  });
});
