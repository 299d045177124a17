/**
 * The push hub's fan-out in one process: a message heard by many sockets is handed out a batch at a
 * time (the loop's I/O runs between), and still reaches every listener once, in the order sent.
 */
import { expect, test } from 'vitest';
import { FANOUT_BATCH, PushHub, type PushMessage } from './pubsub.ts';

const line = (n: number): PushMessage =>
  ({ topic: 'chat:global', kind: 'comment', data: { _id: String(n) } }) as unknown as PushMessage;

const turn = () => new Promise<void>((r) => setImmediate(r));

test('a line heard by many listeners is handed out a batch per turn, to each once and in order', async () => {
  const hub = new PushHub();
  const heard: number[][] = [];
  const stops: (() => void)[] = [];
  const listeners = FANOUT_BATCH * 4 + 7;
  for (let i = 0; i < listeners; i++) {
    const mine: number[] = [];
    heard.push(mine);
    stops.push(hub.onTopic('chat:global', (m) => mine.push(Number((m.data as { _id: string })._id))));
  }
  for (let n = 1; n <= 3; n++) hub.deliver(line(n));
  // in this turn only the first batch was handed the first line
  expect(heard.filter((h) => h.length > 0)).toHaveLength(FANOUT_BATCH);
  for (let i = 0; i < 20 && heard.some((h) => h.length < 3); i++) await turn();
  expect(heard.every((h) => h.join() === '1,2,3')).toBe(true);
  for (const stop of stops) stop();
});

test('a subscriber of an account and its profile hears a message naming both once', async () => {
  const hub = new PushHub();
  const it = hub.subscribe('acc-1', 'prof-1');
  hub.deliver({ accountId: 'acc-1', profileId: 'prof-1', kind: 'base-changed', data: {} } as unknown as PushMessage);
  hub.deliver({ accountId: 'acc-1', kind: 'ticket-closed', data: {} } as unknown as PushMessage);
  const first = await it.next();
  const second = await it.next();
  expect([first.value?.kind, second.value?.kind]).toEqual(['base-changed', 'ticket-closed']);
  await it.return?.();
});
