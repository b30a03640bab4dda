import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { serverPageFor } from '@/shell/server-page';

/**
 * What a guard shows while it checks the visitor: the page as the server painted it, when the
 * server sent this page already painted (src/shell: header and placeholders, no data), else a
 * spinner with `label`. The server's markup is a picture, not the page: inert and hidden from
 * assistive technology, with the check's label for screen readers beside it.
 */
export function PendingPage({ label }: { label: string }) {
  const { pathname } = useLocation();
  // Taken at mount: the markup stays put for this check even once the page has shown.
  const [html] = useState(() => serverPageFor(pathname));
  if (html === null) {
    return <PageSpinner label={label} />;
  }
  return (
    <>
      <span role="status" className="sr-only">
        {label}
      </span>
      {/* eslint-disable-next-line no-restricted-syntax -- the page's markup as the server sent it, rendered by the build from the app's own code */}
      <div className="contents" inert aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
