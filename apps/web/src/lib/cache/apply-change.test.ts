import { InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '@/test/test-utils';
import { applyChange } from './apply-change';

type Page = { items: string[]; nextCursor: string | null };

/** An admin's request list whose pages answer when the test says so. */
function pagedList() {
  const client = createTestQueryClient();
  const asked: Array<string | null> = [];
  const answers: Array<(page: Page) => void> = [];
  const observer = new InfiniteQueryObserver(client, {
    queryKey: ['admin-requests', 'list', { status: 'open' }],
    queryFn: ({ pageParam }: { pageParam: string | null }) => {
      asked.push(pageParam);
      return new Promise<Page>((resolve) => answers.push(resolve));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => last.nextCursor,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  const answer = (page: Page) => answers.shift()?.(page);
  return { client, observer, asked, answer, unsubscribe };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applyChange', () => {
  it('lets a page being loaded ("Load more") arrive, then refetches every page with the change', async () => {
    const list = pagedList();
    await tick();
    list.answer({ items: ['r1', 'r2'], nextCursor: 'c2' });
    await tick();
    expect(list.observer.getCurrentResult().data?.pages).toHaveLength(1);

    const more = list.observer.fetchNextPage();
    await tick();
    // A request changes (a realtime event) while the second page is on its way.
    const applied = applyChange(list.client, 'request.updated');
    await tick();
    list.answer({ items: ['r3'], nextCursor: null });
    await more;
    expect(list.observer.getCurrentResult().data?.pages.map((p) => p.items)).toEqual([['r1', 'r2'], ['r3']]);

    // Then both pages are read again, with the change in them.
    await tick();
    list.answer({ items: ['r1', 'r2 (assigned)'], nextCursor: 'c2' });
    await tick();
    list.answer({ items: ['r3'], nextCursor: null });
    await applied;
    expect(list.asked).toEqual([null, 'c2', null, 'c2']);
    expect(list.observer.getCurrentResult().data?.pages.map((p) => p.items)).toEqual([['r1', 'r2 (assigned)'], ['r3']]);
    list.unsubscribe();
  });

  it('refetches at once when no page is being loaded', async () => {
    const list = pagedList();
    await tick();
    list.answer({ items: ['r1'], nextCursor: null });
    await tick();
    const applied = applyChange(list.client, 'request.updated');
    await tick();
    expect(list.asked).toEqual([null, null]);
    list.answer({ items: ['r1 (assigned)'], nextCursor: null });
    await applied;
    expect(list.observer.getCurrentResult().data?.pages.map((p) => p.items)).toEqual([['r1 (assigned)']]);
    list.unsubscribe();
  });
});
