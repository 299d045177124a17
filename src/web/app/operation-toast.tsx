/**
 * An operation's reminder while the game is open (decision 071): a minute before the member's launch
 * second a toast says when, with one tap, "Launch as planned". Tapped early, the launch waits for the
 * second (a second past it, inside the 60 s window) and goes then, while the game stays open.
 */
import { useEffect, useRef } from 'react';
import { OPS_COMMANDS } from '../features/alliance/operations-data.ts';
import { BASE_KEY } from '../lib/base-data.ts';
import { i18n, loadGameTexts } from '../lib/i18n.ts';
import { pushData, subscribeNotifications } from '../lib/push.ts';
import { ALLY_OPS_KEY } from '../lib/query-keys.ts';
import { notify } from '../lib/toast.tsx';
import { useCommand } from '../lib/use-command.ts';

/** How long after the launch second an armed launch goes (clocks a little apart stay inside the window). */
const MARGIN_MS = 1000;
const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function useOperationReminderToasts(token: string | null) {
  const cmd = useCommand({ invalidate: [ALLY_OPS_KEY, BASE_KEY] });
  const run = useRef(cmd.run);
  run.current = cmd.run;
  useEffect(() => {
    if (!token) return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const launch = async (operationId: string) => {
      if (await run.current(OPS_COMMANDS.launch, { o: operationId })) notify('success', i18n.t('allyops.ops.launched'));
    };
    const stop = subscribeNotifications((n) => {
      if (n.kind !== 'operation-reminder') return;
      const d = pushData(n);
      if (!d?.operationId || typeof d.launchAt !== 'number') return;
      const { operationId, launchAt } = d;
      void loadGameTexts().then(() =>
        notify('info', i18n.t('allyops.ops.reminder', { time: clock(launchAt) }), {
          id: `operation-${operationId}`,
          // it stays until the launch second has come and gone by a minute (the window)
          durationMs: Math.max(3000, launchAt + 60_000 - Date.now()),
          action: {
            label: i18n.t('allyops.ops.launch'),
            onClick: () => {
              const wait = launchAt + MARGIN_MS - Date.now();
              if (wait <= 0) return void launch(operationId);
              notify('info', i18n.t('allyops.ops.armed', { time: clock(launchAt) }));
              const timer = setTimeout(() => {
                timers.delete(timer);
                void launch(operationId);
              }, wait);
              timers.add(timer);
            },
          },
        }),
      );
    });
    return () => {
      stop();
      for (const t of timers) clearTimeout(t);
    };
  }, [token]);
}
