import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Extraction } from '@thamani/domain/extractions';
import { describe, expect, it, vi } from 'vitest';
import { FieldsForm } from './fields-form';

const extraction: Extraction = {
  id: '6b1f5c1e-2f53-4a8e-9d55-0d3b9c1f7a10',
  documentId: '6b1f5c1e-2f53-4a8e-9d55-0d3b9c1f7a11',
  filename: 'krooki.pdf',
  requestId: null,
  status: 'completed',
  method: 'text',
  jobId: null,
  progress: 100,
  pageCount: 2,
  pagesDone: 2,
  pages: [],
  fields: [
    { name: 'parcelNumber', value: 'LR No. 209/12345', normalised: '209/12345', confidence: 0.97, page: 2, box: { x: 1, y: 2, width: 3, height: 4 }, area: null },
    {
      name: 'area',
      value: '0.0465 Ha',
      normalised: '465',
      confidence: 0.5,
      page: 1,
      box: null,
      area: { unit: 'ha', amount: 0.0465, squareMetres: 465, hectares: 0.0465, acres: 0.1149 },
    },
  ],
  confirmedFields: null,
  confirmedAt: null,
  error: null,
  createdAt: '2030-03-04T06:00:00.000Z',
  completedAt: '2030-03-04T06:00:01.000Z',
};

describe('the fields form', () => {
  it('prefills proposals with their confidence and page, and confirms the corrected values', async () => {
    const onConfirm = vi.fn();
    const onFocusField = vi.fn();
    render(<FieldsForm extraction={extraction} onConfirm={onConfirm} onFocusField={onFocusField} isPending={false} />);
    expect(screen.getByLabelText('Parcel / LR number')).toHaveValue('209/12345');
    expect(screen.getByLabelText('Parcel / LR number')).toHaveAccessibleDescription('High confidence (97%). Found on page 2.');
    expect(screen.getByLabelText('Area (m²)')).toHaveAccessibleDescription('Low confidence (50%). Found on page 1. 0.0465 ha · 0.1149 acres.');
    expect(screen.getByLabelText('County')).toHaveAccessibleDescription('Not found on the document.');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Parcel / LR number'));
    expect(onFocusField).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'parcelNumber', page: 2 }));
    await user.type(screen.getByLabelText('County'), 'Nairobi');
    await user.click(screen.getByRole('button', { name: 'Confirm fields' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ parcelNumber: '209/12345', area: '465', county: 'Nairobi', deedPlanNumber: '' }));
  });
});
