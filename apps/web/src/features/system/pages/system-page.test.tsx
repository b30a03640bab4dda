import type { Backup, BackupList } from '@thamani/domain/backups';
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

const BACKUP_ID = '00000000-0000-4000-8000-0000000000b1';
const BACKUP_JOB_ID = '00000000-0000-4000-8000-0000000000c1';

function backup(overrides: Partial<Backup> = {}): Backup {
  return {
    id: BACKUP_ID,
    trigger: 'nightly',
    status: 'succeeded',
    filename: 'thamani-backup-20300304-000000Z-nightly-00000000.tar.gz',
    sizeBytes: 2_500_000,
    sha256: 'a'.repeat(64),
    error: null,
    requestedBy: null,
    startedAt: '2030-03-04T00:00:00.000Z',
    finishedAt: '2030-03-04T00:00:05.000Z',
    downloadable: true,
    ...overrides,
  };
}

function backupList(items: Backup[] = [], overrides: Partial<BackupList> = {}): BackupList {
  return { items, nextNightlyAt: '2030-03-04T23:00:00.000Z', retention: 'the last 14 days', ...overrides };
}

/** Answers by path, as the server would: the system status, the backups list, and whatever `more` adds. */
function serve(system: SystemStatus, backups: BackupList | (() => BackupList), more: Record<string, (opts: { method?: string }) => unknown> = {}) {
  vi.mocked(apiRequest).mockImplementation((path: string, opts: { method?: string }) => {
    const handler = more[`${opts.method ?? 'GET'} ${path}`];
    if (handler) {
      return Promise.resolve().then(() => handler(opts));
    }
    if (path === '/api/admin/system') {
      return Promise.resolve(system);
    }
    if (path === '/api/admin/backups') {
      return Promise.resolve(typeof backups === 'function' ? backups() : backups);
    }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

function renderPage() {
  return renderWithRouter([{ path: '/admin/system', element: <SystemPage /> }], { initialPath: '/admin/system' });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('SystemPage', () => {
  it('says there is no backup yet and nothing failed', async () => {
    serve(status(), backupList());
    renderPage();
    expect(await screen.findByText('No backup yet')).toBeInTheDocument();
    expect(screen.getByText(/No failed tasks/)).toBeInTheDocument();
    expect(screen.getByText('Sent through the SMTP server')).toBeInTheDocument();
    expect(screen.getByText('smtp://mail.firm.co.ke:587')).toBeInTheDocument();
  });

  it('shows a failed newest backup as an alert with its error, when the next nightly runs and what is kept', async () => {
    serve(
      status(),
      backupList([
        backup({ id: '00000000-0000-4000-8000-0000000000b2', status: 'running', filename: null, sizeBytes: null, startedAt: '2030-03-04T02:00:00.000Z', finishedAt: null, downloadable: false }),
        backup({ status: 'failed', filename: null, sizeBytes: null, error: 'The backup folder is full.', downloadable: false }),
      ]),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last backup failed (4 Mar 2030, 3:00 AM)');
    expect(alert).toHaveTextContent('The backup folder is full.');
    expect(screen.getByText('5 Mar 2030, 2:00 AM (Nairobi time)')).toBeInTheDocument();
    expect(screen.getByText('Those of the last 14 days; older ones are removed')).toBeInTheDocument();
    // One is running: "Back up now" waits for it.
    expect(screen.getByRole('button', { name: /Back up now/ })).toBeDisabled();
    expect(screen.getByText(/^A backup is running\./)).toBeInTheDocument();
  });

  it('links each kept archive for download, and says when the nightly backup is off', async () => {
    serve(
      status(),
      backupList([backup(), backup({ id: '00000000-0000-4000-8000-0000000000b3', startedAt: '2030-02-01T00:00:00.000Z', downloadable: false })], { nextNightlyAt: null }),
    );
    renderPage();
    await screen.findByText('Archive removed by retention');
    const link = await screen.findByRole('link', { name: 'Download the backup of 4 Mar 2030, 3:00 AM' });
    expect(link).toHaveAttribute('href', `/api/admin/backups/${BACKUP_ID}/download`);
    expect(screen.getAllByRole('link', { name: /^Download/ })).toHaveLength(1);
    expect(screen.getByText('Archive removed by retention')).toBeInTheDocument();
    expect(screen.getByText('Off: BACKUP_NIGHTLY_AT is off')).toBeInTheDocument();
  });

  it('"Back up now" queues the backup, follows its job to the end and lists the new archive', async () => {
    let items: Backup[] = [];
    let jobState: 'queued' | 'completed' = 'queued';
    serve(status(), () => backupList(items), {
      'POST /api/admin/backups': () => ({ jobId: BACKUP_JOB_ID }),
      [`GET /api/jobs/${BACKUP_JOB_ID}`]: () => ({ id: BACKUP_JOB_ID, state: jobState, progress: jobState === 'completed' ? 100 : 0, error: null }),
    });
    renderPage();
    const button = await screen.findByRole('button', { name: /Back up now/ });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(await screen.findByText('Backup queued: it starts in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back up now/ })).toBeDisabled();
    items = [backup({ trigger: 'manual', requestedBy: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Amina Admin' } })];
    jobState = 'completed';
    expect(await screen.findByText(/Backup finished/, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('By an admin (Amina Admin)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back up now/ })).toBeEnabled();
  });

  it('says in words why "Back up now" was refused', async () => {
    serve(status(), backupList(), {
      'POST /api/admin/backups': () => {
        throw new Error('A backup is already running. Wait for it to finish, then try again.');
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Back up now/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A backup is already running. Wait for it to finish, then try again.');
  });

  it('lists a failed task with what people saw and the raw error, and Retry posts it and reads the page again', async () => {
    serve(status({ failedJobs: [failedJob] }), backupList(), {
      [`POST /api/admin/system/jobs/${JOB_ID}/retry`]: () => ({ id: JOB_ID, state: 'queued' }),
    });
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
    serve(
      status({
        mail: { transport: 'off', server: null, from: 'Thamani <v@firm.co.ke>', dkim: false, lastDelivery: null },
        storage: { kind: 's3', writable: false, problem: 'Access Denied' },
      }),
      backupList(),
    );
    renderPage();
    expect(await screen.findByText('Not sent: SMTP_URL is not set')).toBeInTheDocument();
    expect(screen.getByText('No: Access Denied')).toBeInTheDocument();
  });
});
