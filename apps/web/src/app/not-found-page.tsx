import { NOT_FOUND_MESSAGES } from '@thamani/domain/messages';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    // Logged as a warning: a mistyped or outdated address is the visitor's, not an error of the page.
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{NOT_FOUND_MESSAGES.title}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>{NOT_FOUND_MESSAGES.returnHome}</Link>
      </Button>
    </section>
  );
}
