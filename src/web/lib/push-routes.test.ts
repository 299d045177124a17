import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { BASE_KEY } from './base-data.ts';
import { INCOMING_KEY } from './incoming-data.ts';
import { MARCHES_KEY } from './marches-data.ts';
import { routePush } from './push-routes.ts';
import { gameKey, MISSIONS_KEY, RALLIES_KEY } from './query-keys.ts';
import { TASKS_KEY } from './tasks-data.ts';
import { UNIT_GROUPS_KEY } from './unit-groups-data.ts';

// the cache as the hooks fill it: each game query keyed by its name and the profile entered
const P = 'profile-1';
const k = (name: readonly unknown[]) => gameKey(P, name);
const fresh = () => {
  const qc = new QueryClient();
  qc.setQueryData(k(BASE_KEY), {
    queue: [
      { id: 'q1', dueAt: 5 },
      { id: 'q2', dueAt: 9 },
    ],
  });
  qc.setQueryData(k(MARCHES_KEY), []);
  qc.setQueryData(k(INCOMING_KEY), []);
  qc.setQueryData(k(TASKS_KEY), []);
  qc.setQueryData(k(RALLIES_KEY), []);
  qc.setQueryData(k(MISSIONS_KEY), [{ id: 'm1', status: 'available' }]);
  return qc;
};
const stale = (qc: QueryClient, key: readonly unknown[]) => qc.getQueryState(k(key))?.isInvalidated ?? false;

describe('the push router', () => {
  test('base-changed drops the finished queue item at once and refreshes the base and tasks, not rallies, marches or incoming attacks', () => {
    const qc = fresh();
    routePush(qc, { kind: 'base-changed', text: '', data: JSON.stringify({ queue: [{ id: 'q1', dueAt: null }] }) }, P);
    expect((qc.getQueryData(k(BASE_KEY)) as { queue: { id: string }[] }).queue.map((i) => i.id)).toEqual(['q2']);
    for (const key of [BASE_KEY, TASKS_KEY]) expect(stale(qc, key)).toBe(true);
    for (const key of [RALLIES_KEY, MARCHES_KEY, INCOMING_KEY]) expect(stale(qc, key)).toBe(false);
  });

  test('a pushed fleet merges into the marches by id and status (null: gone) without asking again; a scout’s push leaves the unit groups alone', () => {
    const qc = fresh();
    qc.setQueryData(k(UNIT_GROUPS_KEY), [{ id: 'g0', units: [] }]);
    const push = (march: object, group?: object) =>
      routePush(qc, { kind: 'unit-group', text: '', data: JSON.stringify({ march, group }) }, P);
    push({ id: 'm1', status: 'marching', arrivesAt: 5 });
    push({ id: 'm2', status: 'marching', arrivesAt: 7 });
    push({ id: 'm1', status: 'returning', arrivesAt: 5, returnsAt: 9 });
    expect(qc.getQueryData(k(MARCHES_KEY))).toEqual([
      { id: 'm1', status: 'returning', arrivesAt: 5, returnsAt: 9 },
      { id: 'm2', status: 'marching', arrivesAt: 7 },
    ]);
    push({ id: 'm1', status: null });
    expect(qc.getQueryData(k(MARCHES_KEY))).toEqual([{ id: 'm2', status: 'marching', arrivesAt: 7 }]);
    expect(stale(qc, MARCHES_KEY)).toBe(false);
    expect(stale(qc, UNIT_GROUPS_KEY)).toBe(false);
    // a push cut short (too long for one notification) asks again
    routePush(qc, { kind: 'unit-group', text: '', data: JSON.stringify({ truncated: true }) }, P);
    expect(stale(qc, MARCHES_KEY)).toBe(true);
  });

  test('a pushed attack merges into the incoming attacks (null status: no longer coming); a rally’s push naming no march asks again', () => {
    const qc = fresh();
    const push = (data: object) => routePush(qc, { kind: 'incoming-attack', text: '', data: JSON.stringify(data) }, P);
    push({
      marchId: 'r1',
      arrivesAt: 5,
      attack: { id: 'r1', status: 'marching', attacker: 'X', arrivesAt: 5, units: 9 },
    });
    expect(qc.getQueryData(k(INCOMING_KEY))).toEqual([
      { id: 'r1', status: 'marching', attacker: 'X', arrivesAt: 5, units: 9 },
    ]);
    push({ marchId: 'r1', arrivesAt: 5, attack: { id: 'r1', status: null } });
    expect(qc.getQueryData(k(INCOMING_KEY))).toEqual([]);
    expect(stale(qc, INCOMING_KEY)).toBe(false);
    push({ rallyId: 'y1', arrivesAt: 8 });
    expect(stale(qc, INCOMING_KEY)).toBe(true);
  });

  test('a pushed mission merges into the list by the spec rule; unreadable data asks again instead', () => {
    const qc = fresh();
    routePush(qc, { kind: 'mission', text: '', data: JSON.stringify({ mission: { id: 'm1', status: 'active' } }) }, P);
    expect(qc.getQueryData(k(MISSIONS_KEY))).toEqual([{ id: 'm1', status: 'active' }]);
    expect(stale(qc, MISSIONS_KEY)).toBe(false);
    routePush(qc, { kind: 'mission', text: '', data: 'not json' }, P);
    expect(stale(qc, MISSIONS_KEY)).toBe(true);
  });

  test("a push writes into the cache of the profile entered, never into another profile's", () => {
    const qc = fresh();
    qc.setQueryData(gameKey('profile-2', MISSIONS_KEY), [{ id: 'm9', status: 'available' }]);
    routePush(qc, { kind: 'mission', text: '', data: JSON.stringify({ mission: { id: 'm1', status: 'active' } }) }, P);
    expect(qc.getQueryData(k(MISSIONS_KEY))).toEqual([{ id: 'm1', status: 'active' }]);
    expect(qc.getQueryData(gameKey('profile-2', MISSIONS_KEY))).toEqual([{ id: 'm9', status: 'available' }]);
    expect(qc.getQueryData(MISSIONS_KEY)).toBeUndefined(); // nothing under a key without the profile
  });

  test('a kind nobody routes changes nothing', () => {
    const qc = fresh();
    routePush(qc, { kind: 'comment', text: 'hi', data: '{}' }, P);
    for (const key of [BASE_KEY, MARCHES_KEY, INCOMING_KEY, TASKS_KEY, RALLIES_KEY, MISSIONS_KEY])
      expect(stale(qc, key)).toBe(false);
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
    const listeners = files
      .filter((f) => readFileSync(f, 'utf8').includes('subscribeNotifications('))
      .map((f) => f.replace(/\\/g, '/'));
    expect(listeners.sort()).toEqual([
      // the incoming attack's toast with its "Evade now" button (issue 30)
      'src/web/app/evade-toast.tsx',
      'src/web/app/notifications.tsx',
      // an operation's reminder with its "Launch as planned" button (decision 071)
      'src/web/app/operation-toast.tsx',
      'src/web/features/chat/private-dialog.tsx',
      'src/web/lib/push-routes.ts',
      'src/web/lib/push.ts',
    ]);
  });
});
