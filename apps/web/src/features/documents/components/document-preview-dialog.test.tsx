import type { DocumentInfo } from '@thamani/domain/documents';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DocumentPreviewDialog, previewPages } from './document-preview-dialog';

const doc = (over: Partial<DocumentInfo> = {}): DocumentInfo => ({
  id: '22222222-2222-4222-8222-222222222222',
  requestId: '11111111-1111-4111-8111-111111111111',
  category: 'krooki',
  filename: 'krooki.pdf',
  contentType: 'application/pdf',
  size: 1234,
  sha256: 'a'.repeat(64),
  uploadedBy: { id: null, name: 'Wanjiru' },
  location: null,
  capturedAt: null,
  pageCount: 3,
  createdAt: '2030-01-01T08:00:00.000Z',
  ...over,
});

describe('DocumentPreviewDialog', () => {
  it('pages through a PDF one page at a time, from the pages route', async () => {
    const user = userEvent.setup();
    render(<DocumentPreviewDialog document={doc()} onOpenChange={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'krooki.pdf' });
    expect(dialog).toHaveAccessibleDescription('Krooki / survey plan');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', `/api/documents/${doc().id}/pages/1`);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Page 3 of 3 of krooki.pdf' })).toHaveAttribute(
      'src',
      `/api/documents/${doc().id}/pages/3`,
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download krooki.pdf' })).toHaveAttribute(
      'href',
      `/api/documents/${doc().id}/content`,
    );
  });

  it('an image is one page, without paging buttons; a broken page says so', async () => {
    render(
      <DocumentPreviewDialog
        document={doc({ contentType: 'image/png', filename: 'id.png', pageCount: 1 })}
        onOpenChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    screen.getByRole('img').dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be shown.');
  });

  it('counts pages: unknown for an old PDF means at least one; none for an empty PDF', () => {
    expect(previewPages({ contentType: 'application/pdf', pageCount: null })).toBe(1);
    expect(previewPages({ contentType: 'application/pdf', pageCount: 0 })).toBe(0);
    expect(previewPages({ contentType: 'image/jpeg', pageCount: null })).toBe(1);
  });
});
