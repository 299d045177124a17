import type { LinkTarget } from '../app/route-paths.ts';

/** Where each task is done: the guided path of the first hour (a button in the tasks dialog goes there). */
export type TaskStep = LinkTarget & { hash?: string };

export const TASK_STEPS: Record<string, TaskStep> = {
  'command-center-2': { to: '/base', hash: 'buildings' },
  'command-center-3': { to: '/base', hash: 'buildings' },
  'train-rangers': { to: '/base', hash: 'buildings' },
  'train-ground': { to: '/base', hash: 'buildings' },
  'train-space': { to: '/base', hash: 'buildings' },
  'mine-astromite': { to: '/galaxy' },
  'mine-quantarite': { to: '/galaxy' },
  'destroy-pirates': { to: '/galaxy' },
  'heal-units': { to: '/base', hash: 'buildings' },
  'finish-portal-missions': { to: '/portal/$type', params: { type: 'exploration' } },
};
