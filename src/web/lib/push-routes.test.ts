import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { BASE_KEY } from './base-data.ts';
import { INCOMING_KEY } from './incoming-data.ts';
import { MARCHES_KEY } from './marches-data.ts';
import { routePush } from './push-routes.ts';
import { MISSIONS_KEY, RALLIES_KEY } from './query-keys.ts';
import { TASKS_KEY } from './tasks-data.ts';

const fresh = () => {
  const qc = new QueryClient();
  qc.setQueryData(BASE_KEY, { queue: [{ id: 'q1', dueAt: 5 }, { id: 'q2', dueAt: 9 }] });
  qc.setQueryData(MARCHES_KEY, []);
  qc.setQueryData(INCOMING_KEY, []);
  qc.setQueryData(TASKS_KEY, []);
  qc.setQueryData(RALLIES_KEY, []);
  qc.setQueryData(MISSIONS_KEY, [{ id: 'm1', status: 'available' }]);
  return qc;
};
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? false;

describe('the push router', () => {
  test('base-changed drops the finished queue item at once and refreshes the base, marches, incoming attacks and tasks, not rallies', () => {
    const qc = fresh();
    routePush(qc, { kind: 'base-changed', text: '', data: JSON.stringify({ queue: [{ id: 'q1', dueAt: null }] }) });
    expect((qc.getQueryData(BASE_KEY) as { queue: { id: string }[] }).queue.map((i) => i.id)).toEqual(['q2']);
    for (const key of [BASE_KEY, MARCHES_KEY, INCOMING_KEY, TASKS_KEY]) expect(stale(qc, key)).toBe(true);
    expect(stale(qc, RALLIES_KEY)).toBe(false);
  });

  test('a pushed mission merges into the list by the spec rule; unreadable data asks again instead', () => {
    const qc = fresh();
    routePush(qc, { kind: 'mission', text: '', data: JSON.stringify({ mission: { id: 'm1', status: 'active' } }) });
    expect(qc.getQueryData(MISSIONS_KEY)).toEqual([{ id: 'm1', status: 'active' }]);
    expect(stale(qc, MISSIONS_KEY)).toBe(false);
    routePush(qc, { kind: 'mission', text: '', data: 'not json' });
    expect(stale(qc, MISSIONS_KEY)).toBe(true);
  });

  test('a kind nobody routes changes nothing', () => {
    const qc = fresh();
    routePush(qc, { kind: 'chat', text: 'hi', data: '{}' });
    for (const key of [BASE_KEY, MARCHES_KEY, INCOMING_KEY, TASKS_KEY, RALLIES_KEY, MISSIONS_KEY]) expect(stale(qc, key)).toBe(false);
  });

  test('no query hook listens for pushes on its own: only the router, the toasts and the open chat do', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f) && !f.endsWith('.test.ts')) files.push(p);
      }
    };
    walk('src/web');
    const listeners = files.filter((f) => readFileSync(f, 'utf8').includes('subscribeNotifications(')).map((f) => f.replace(/\\/g, '/'));
    expect(listeners.sort()).toEqual(['src/web/app/notifications.tsx', 'src/web/features/chat/private-dialog.tsx', 'src/web/lib/push-routes.ts', 'src/web/lib/push.ts']);
  });
});
