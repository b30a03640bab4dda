import type { SystemStatus } from '@thamani/domain/system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { renderWithRouter } from '@/test/test-utils';
import { SystemPage } from './system-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const JOB_ID = '00000000-0000-4000-8000-000000000001';

function status(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    failedJobs: [],
    backups: [],
    mail: {
      transport: 'smtp',
      server: 'smtp://mail.firm.co.ke:587',
      from: 'Thamani <v@firm.co.ke>',
      dkim: true,
      lastDelivery: null,
    },
    storage: { kind: 'local', writable: true, problem: null },
    ...overrides,
  };
}

const failedJob = {
  id: JOB_ID,
  name: 'mail.send',
  label: 'Send an e-mail',
  failedAt: '2030-03-04T07:00:00.000Z',
  attempts: 6,
  messageForPeople: 'We could not send this e-mail. Please try again later.',
  error: 'The SMTP server refused the login: 535 invalid. Check the user and password in SMTP_URL.',
};

function renderPage() {
  return renderWithRouter([{ path: '/admin/system', element: <SystemPage /> }], { initialPath: '/admin/system' });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('SystemPage', () => {
  it('says there is no backup yet and nothing failed', async () => {
    vi.mocked(apiRequest).mockResolvedValue(status());
    renderPage();
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.getByText(/No failed tasks/)).toBeInTheDocument();
    expect(screen.getByText('Sent through the SMTP server')).toBeInTheDocument();
    expect(screen.getByText('smtp://mail.firm.co.ke:587')).toBeInTheDocument();
  });

  it('shows a failed newest backup as an alert with its error', async () => {
    vi.mocked(apiRequest).mockResolvedValue(
      status({
        backups: [
          {
            id: '00000000-0000-4000-8000-0000000000b1',
            trigger: 'nightly',
            status: 'failed',
            filename: null,
            sizeBytes: null,
            error: 'The backup folder is full.',
            startedAt: '2030-03-04T00:00:00.000Z',
            finishedAt: '2030-03-04T00:00:05.000Z',
          },
        ],
      }),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed');
    expect(alert).toHaveTextContent('The backup folder is full.');
  });

  it('lists a failed task with what people saw and the raw error, and Retry posts it and reads the page again', async () => {
    vi.mocked(apiRequest).mockImplementation((path: string) =>
      Promise.resolve(path.endsWith('/retry') ? { id: JOB_ID, state: 'queued' } : status({ failedJobs: [failedJob] })),
    );
    renderPage();
    const item = (await screen.findByRole('heading', { name: 'Send an e-mail' })).closest('li');
    expect(item).not.toBeNull();
    const task = within(item as HTMLElement);
    expect(task.getByText(failedJob.messageForPeople)).toBeInTheDocument();
    expect(task.getByText(failedJob.error)).toBeInTheDocument();
    expect(task.getByText('6')).toBeInTheDocument();
    await userEvent.click(task.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(vi.mocked(apiRequest)).toHaveBeenCalledWith(
        `/api/admin/system/jobs/${JOB_ID}/retry`,
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    // The list is read again after the retry.
    await waitFor(() =>
      expect(
        vi.mocked(apiRequest).mock.calls.filter(([path]) => path === '/api/admin/system').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('says plainly when storage refuses writes and mail is off', async () => {
    vi.mocked(apiRequest).mockResolvedValue(
      status({
        mail: { transport: 'off', server: null, from: 'Thamani <v@firm.co.ke>', dkim: false, lastDelivery: null },
        storage: { kind: 's3', writable: false, problem: 'Access Denied' },
      }),
    );
    renderPage();
    expect(await screen.findByText('Not sent: SMTP_URL is not set')).toBeInTheDocument();
    expect(screen.getByText('No: Access Denied')).toBeInTheDocument();
  });
});
