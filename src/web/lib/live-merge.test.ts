import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { mergeLive } from './live-merge.ts';

/** A list on a "server" whose reads the test answers by hand, in the order it chooses. */
function stack() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const server: string[] = ['a'];
  const pending: { answer: string[]; resolve: (v: string[]) => void }[] = [];
  const key = ['lines'];
  // an observer keeps the query active, as a mounted list does (an inactive one is not read again)
  const observer = new QueryObserver(qc, {
    queryKey: key,
    queryFn: () =>
      new Promise<string[]>((resolve) => {
        // the server answers now; the page gets the answer when the test lets it through
        pending.push({ answer: [...server], resolve });
      }),
  });
  const stop = observer.subscribe(() => {});
  const land = async (i: number) => {
    const p = pending[i]!;
    p.resolve(p.answer);
    await new Promise((r) => setTimeout(r, 0));
  };
  const settled = () => new Promise<void>((r) => setTimeout(r, 0));
  return { qc, server, pending, key, land, settled, stop };
}

describe('a live change into a cached list', () => {
  test('a change made while an older read is on its way is not lost when that read lands', async () => {
    const s = stack();
    await s.land(0);
    expect(s.qc.getQueryData(s.key)).toEqual(['a']);
    // read again (the list opened again): the server answers before the new line
    void s.qc.invalidateQueries({ queryKey: s.key });
    await s.settled();
    expect(s.pending).toHaveLength(2);
    s.server.push('b');
    await mergeLive<string[]>(s.qc, s.key, (old) => [...old, 'b']);
    expect(s.qc.getQueryData(s.key)).toEqual(['a', 'b']);
    // the older read lands late: dropped; the read made after the change holds it
    await s.land(1);
    expect(s.qc.getQueryData(s.key)).toEqual(['a', 'b']);
    expect(s.pending).toHaveLength(3);
    await s.land(2);
    expect(s.qc.getQueryData(s.key)).toEqual(['a', 'b']);
    s.stop();
  });

  test('a change heard before the first read lands: the list is read again, not joined', async () => {
    const s = stack();
    s.server.push('b');
    await mergeLive<string[]>(s.qc, s.key, (old) => [...old, 'b']);
    await s.land(0);
    expect(s.pending).toHaveLength(2);
    await s.land(1);
    expect(s.qc.getQueryData(s.key)).toEqual(['a', 'b']);
    s.stop();
  });

  test('with no read on its way the change is merged, and nothing is read again', async () => {
    const s = stack();
    await s.land(0);
    await mergeLive<string[]>(s.qc, s.key, (old) => [...old, 'b']);
    expect(s.qc.getQueryData(s.key)).toEqual(['a', 'b']);
    await s.settled();
    expect(s.pending).toHaveLength(1);
    s.stop();
  });
});
