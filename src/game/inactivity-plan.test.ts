import { expect, test } from 'vitest';
import { nextInactivityAction } from './inactivity-plan.ts';

const D = 24 * 3_600_000;

test('golden: the moments in order, each once, every step warned 2 days before', () => {
  const none = new Map<string, number>();
  expect(nextInactivityAction(0, 0, none)).toEqual({ kind: 'wait', ms: 26 * D });
  expect(nextInactivityAction(26 * D, 26 * D, none)).toEqual({ kind: 'take', moment: 'warn-long-inactive' });
  // back from a long stop: the marker's warning is dropped, the ghost's is sent first
  expect(nextInactivityAction(40 * D, 40 * D, none)).toEqual({ kind: 'drop', moment: 'warn-long-inactive' });
  const warnedLate = new Map([['warn-long-inactive', 26 * D]]);
  expect(nextInactivityAction(40 * D, 40 * D, warnedLate)).toEqual({ kind: 'take', moment: 'warn-ghost' });
  const ghostWarned = new Map([
    ['warn-long-inactive', 26 * D],
    ['warn-ghost', 40 * D],
  ]);
  // 35 days are past but the warning went out only now: the ghost waits 2 days after it
  expect(nextInactivityAction(40 * D, 40 * D, ghostWarned)).toEqual({ kind: 'wait', ms: 2 * D });
  expect(nextInactivityAction(42 * D, 42 * D, ghostWarned)).toEqual({ kind: 'take', moment: 'ghost' });
  const ghost = new Map([...ghostWarned, ['ghost', 42 * D]]);
  expect(nextInactivityAction(42 * D, 42 * D, ghost)).toEqual({ kind: 'wait', ms: 5 * D });
  const all = new Map([...ghost, ['warn-removed', 47 * D], ['removed', 49 * D]]);
  expect(nextInactivityAction(60 * D, 60 * D, all)).toEqual({ kind: 'done' });
});

test('on time: warning at 33 days, ghost at 35, warning at 47, removal at 49', () => {
  const taken = new Map<string, number>();
  const seen: string[] = [];
  let t = 0;
  for (let i = 0; i < 20; i++) {
    const a = nextInactivityAction(t, t, taken);
    if (a.kind === 'done') break;
    if (a.kind === 'wait') t += a.ms;
    else {
      taken.set(a.moment, t);
      seen.push(`${a.kind} ${a.moment} ${t / D}`);
    }
  }
  expect(seen).toEqual([
    'take warn-long-inactive 26',
    'take warn-ghost 33',
    'take ghost 35',
    'take warn-removed 47',
    'take removed 49',
  ]);
});
