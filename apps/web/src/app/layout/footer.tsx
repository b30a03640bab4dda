import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function Footer() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Thamani — professional property valuations across Kenya.</p>
        <ul className="flex gap-4">
          <li>
            <Link className="rounded-sm hover:text-foreground hover:underline" to={paths.valuation}>
              Our valuation process
            </Link>
          </li>
          <li>
            <Link className="rounded-sm hover:text-foreground hover:underline" to={paths.request}>
              Request a valuation
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
