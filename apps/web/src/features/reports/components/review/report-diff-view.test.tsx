import type { ReportChange } from '@thamani/domain/report-diff';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportDiffView } from './report-diff-view';

const change = (init: Partial<ReportChange> & Pick<ReportChange, 'kind' | 'label'>): ReportChange => ({
  sectionId: 'identification',
  sectionTitle: 'Identification',
  before: '',
  after: '',
  parts: [],
  ...init,
});

const CHANGES: ReportChange[] = [
  change({ kind: 'field', label: 'LR / title number', before: 'LR 209/1', after: 'LR 209/12345' }),
  change({
    sectionId: 'location',
    sectionTitle: 'Location',
    kind: 'text',
    label: 'Text',
    before: 'The site is poorly drained.',
    after: 'The site is well drained.',
    parts: [
      { value: 'The site is ' },
      { value: 'poorly', removed: true },
      { value: 'well', added: true },
      { value: ' drained.' },
    ],
  }),
  change({ kind: 'field', label: 'Registered owner', before: '', after: 'Jane Wanjiku' }),
  change({
    sectionId: 'annexes',
    sectionTitle: 'Annexes',
    kind: 'section_added',
    label: 'Section added: Annexes',
    after: 'Location map and title search.',
  }),
  change({
    sectionId: 'services',
    sectionTitle: 'Services',
    kind: 'section_moved',
    label: 'Section moved',
    before: 'Section 5 of 8',
    after: 'Section 3 of 8',
  }),
];

describe('ReportDiffView', () => {
  it('groups the changes by section, field values old → new, text with insertions and deletions marked', () => {
    render(<ReportDiffView n={2} changes={CHANGES} />);
    const region = screen.getByRole('region', { name: 'Changes since submission 1' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Identification', 'Location', 'Annexes', 'Services']);

    const identification = within(region).getByRole('region', { name: 'Identification' });
    const lr = within(identification).getByText('LR / title number').closest('li') as HTMLElement;
    expect(lr).toHaveTextContent(/Changed from \[removed: LR 209\/1\]→ to \[added: LR 209\/12345\]/);
    expect(lr.querySelector('del')).toHaveTextContent('LR 209/1');
    expect(lr.querySelector('ins')).toHaveTextContent('LR 209/12345');
    // An empty old value reads "empty", not nothing.
    expect(within(identification).getByText('Registered owner').closest('li')).toHaveTextContent(
      /Changed from empty→ to \[added: Jane Wanjiku\]/,
    );

    const location = within(region).getByRole('region', { name: 'Location' });
    expect(location.querySelector('li')).toHaveTextContent('The site is [removed: poorly][added: well] drained.');
    expect(location.querySelector('del')).toHaveTextContent('poorly');
    expect(location.querySelector('ins')).toHaveTextContent('well');

    expect(within(region).getByRole('region', { name: 'Annexes' })).toHaveTextContent(
      'Section added: AnnexesLocation map and title search.',
    );
    expect(within(region).getByRole('region', { name: 'Services' })).toHaveTextContent(
      'Section moved: from section 5 of 8 to section 3 of 8',
    );
  });

  it('says when it is the first submission or when nothing changed', () => {
    const { rerender } = render(<ReportDiffView n={1} changes={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'First submission' })).toBeInTheDocument();
    rerender(<ReportDiffView n={3} changes={[]} />);
    expect(screen.getByText('Nothing changed since submission 2.')).toBeInTheDocument();
  });
});
