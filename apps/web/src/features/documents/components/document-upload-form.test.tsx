import { AppError } from '@thamani/domain/app-error';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '@/test/test-utils';
import { DocumentUploadForm } from './document-upload-form';

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const file = (name: string, size: number, type: string) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function setup(upload = vi.fn(() => Promise.resolve({} as never))) {
  withQueryClient(<DocumentUploadForm requestId={REQUEST_ID} upload={upload} />);
  // applyAccept off: the browser's picker filters by type, but a file can still be dropped or renamed.
  return { upload, user: userEvent.setup({ applyAccept: false }) };
}

describe('DocumentUploadForm', () => {
  it('asks for the kind and for a file before sending anything', async () => {
    const { upload, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByLabelText('Kind of document')).toHaveAccessibleDescription('Choose what this document is.');
    expect(screen.getByLabelText('Files')).toHaveAccessibleDescription(/Choose a file to upload\./);
    expect(upload).not.toHaveBeenCalled();
  });

  it('checks each file: a too-large or wrong-type file gets its own message; the others upload', async () => {
    const { upload, user } = setup();
    await user.selectOptions(screen.getByLabelText('Kind of document'), 'Title deed');
    await user.upload(screen.getByLabelText('Files'), [
      file('deed.pdf', 1000, 'application/pdf'),
      file('huge.pdf', 20 * 1024 * 1024 + 1, 'application/pdf'),
      file('notes.docx', 1000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.getByText('Uploaded')).toBeInTheDocument());
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Not uploaded: This file is larger than 20 MB.',
      'Not uploaded: This file type is not accepted. Upload a PDF, JPEG or PNG.',
    ]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(
      { requestId: REQUEST_ID, category: 'title_deed', file: expect.objectContaining({ name: 'deed.pdf' }) },
      expect.any(Function),
    );
  });

  it('shows the server’s refusal beside the file it concerns', async () => {
    const upload = vi.fn(() => Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'This PDF could not be read.')));
    const { user } = setup(upload);
    await user.selectOptions(screen.getByLabelText('Kind of document'), 'Deed plan');
    await user.upload(screen.getByLabelText('Files'), file('plan.pdf', 500, 'application/pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not uploaded: This PDF could not be read.');
  });
});
