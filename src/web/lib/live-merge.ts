/**
 * A live change (a push, or the answer to my own command) put into a cached list. A read of that
 * list still on its way may have been served before the change and would land over it: the change
 * was lost until the next read (a chat line vanished in CI). Such a read is dropped, the change goes
 * in, and the list is read again (it holds the change by then). Without a list yet, the list is only
 * read (cancelled first: a read with no data yet would only be joined, not made again).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function mergeLive<T>(qc: QueryClient, queryKey: QueryKey, apply: (old: T) => T): Promise<void> {
  const reading = qc.isFetching({ queryKey, exact: true }) > 0;
  if (reading) await qc.cancelQueries({ queryKey, exact: true });
  if (qc.getQueryData(queryKey) === undefined) {
    void qc.invalidateQueries({ queryKey, exact: true });
    return;
  }
  qc.setQueryData<T>(queryKey, (old) => (old === undefined ? old : apply(old)));
  // (not awaited: the read again runs on its own; the change is in now)
  if (reading) void qc.invalidateQueries({ queryKey, exact: true });
}
