import { ADMIN_REQUESTS_SEARCH_MAX_LENGTH } from '@thamani/domain/admin-requests';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The search box: a reference however typed, or words of the title, LR number or client's name. */
export function AdminRequestSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  }

  return (
    // Keyed by the address's value so Back/Forward and "Clear filters" refill the box.
    <form role="search" aria-label="Requests" onSubmit={submit} key={value} className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Search by reference, property, LR number or client
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          aria-describedby={hintId}
          maxLength={ADMIN_REQUESTS_SEARCH_MAX_LENGTH}
          className="min-w-0 flex-1"
        />
        <Button type="submit">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        e.g. TH-2026-0142, Kilimani, LR No. 209/12345 or Wanjiku
      </p>
    </form>
  );
}
