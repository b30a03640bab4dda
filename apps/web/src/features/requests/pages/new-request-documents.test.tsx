import { AppError } from '@thamani/domain/app-error';
import { REQUEST_TOAST_MESSAGES } from '@thamani/domain/messages';
import { nairobiToday } from '@thamani/domain/visits';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadRequestDocument } from '@/entities/document/api/upload-request-document';
import { apiRequest } from '@/lib/api-client';
import { createTestQueryClient } from '@/test/test-utils';
import { REQUEST_ID, requestDetail } from '../testing/request-detail-fixture';
import { NewRequestPage } from './new-request-page';

vi.setConfig({ testTimeout: 15_000 });
vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));
vi.mock('@/entities/document/api/upload-request-document', () => ({ uploadRequestDocument: vi.fn() }));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

function DetailStub() {
  return <h1>Detail {useParams().requestId}</h1>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/request', element: <NewRequestPage /> },
      { path: '/my-requests/:requestId', element: <DetailStub /> },
    ],
    { initialEntries: ['/request'] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
function fillValid() {
  set('Property title', 'Kilimani apartment');
  set('Property type', 'residential');
  set('County', 'Nairobi');
  set('Town / area', 'Kilimani');
  set('Address', 'Argwings Kodhek Rd');
  set('Size (m²)', '145.5');
  set('Bedrooms', '3');
  set('Purpose', 'mortgage');
  const date = new Date(`${nairobiToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 3);
  set('Preferred date', date.toISOString().slice(0, 10));
  set('Contact phone', '0712 345 678');
}
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
  vi.mocked(uploadRequestDocument).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('NewRequestPage — documents picked while ordering', () => {
  it('needs a kind for each file before anything is sent', async () => {
    const user = renderPage();
    fillValid();
    await user.upload(screen.getByLabelText('Attach files'), pdf('deed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kind of document for deed.pdf')).toHaveAccessibleDescription(
        'Choose what this document is.',
      ),
    );
    expect(apiRequest).not.toHaveBeenCalled();
    expect(uploadRequestDocument).not.toHaveBeenCalled();
  });

  it('uploads each file to the new request; one that fails is named in a toast and the page still opens', async () => {
    vi.mocked(apiRequest).mockResolvedValue(requestDetail());
    vi.mocked(uploadRequestDocument).mockImplementation(({ file }) =>
      file.name === 'plan.pdf'
        ? Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'This PDF could not be read.'))
        : Promise.resolve({} as never),
    );
    const user = renderPage();
    fillValid();
    await user.upload(screen.getByLabelText('Attach files'), [pdf('deed.pdf'), pdf('plan.pdf')]);
    await user.selectOptions(screen.getByLabelText('Kind of document for deed.pdf'), 'Title deed');
    await user.selectOptions(screen.getByLabelText('Kind of document for plan.pdf'), 'Deed plan');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByRole('heading', { name: `Detail ${REQUEST_ID}` })).toBeInTheDocument();
    expect(vi.mocked(uploadRequestDocument).mock.calls.map(([u]) => [u.requestId, u.category, u.file.name])).toEqual([
      [REQUEST_ID, 'title_deed', 'deed.pdf'],
      [REQUEST_ID, 'deed_plan', 'plan.pdf'],
    ]);
    expect(toast.success).toHaveBeenCalledWith(REQUEST_TOAST_MESSAGES.submitted, expect.anything());
    expect(toast.error).toHaveBeenCalledWith('plan.pdf was not uploaded', {
      description: "This PDF could not be read. You can add it on the request's page.",
    });
  });
});
