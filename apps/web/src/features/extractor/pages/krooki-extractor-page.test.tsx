import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KrookiExtractorPage } from './krooki-extractor-page';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <KrookiExtractorPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the krooki extractor page', () => {
  it('offers a labelled file upload', () => {
    renderAt('/krooki-extractor');
    expect(screen.getByRole('heading', { level: 1, name: 'Krooki Extractor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Document (PDF, JPEG or PNG)')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Read document' })).toBeInTheDocument();
  });

  it('starts on a chosen document without asking for a file', () => {
    renderAt('/krooki-extractor?document=6b1f5c1e-2f53-4a8e-9d55-0d3b9c1f7a10');
    expect(screen.getByText('Read the chosen document')).toBeInTheDocument();
    expect(screen.queryByLabelText('Document (PDF, JPEG or PNG)')).toBeNull();
  });
});
