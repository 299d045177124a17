/**
 * An operation's reminder while the game is open (decision 071): a minute before the member's launch
 * second a toast says when, with one tap, "Launch as planned". Tapped early, the launch waits for the
 * second (a second past it, inside the 60 s window) and goes then, while the game stays open.
 */
import { useEffect } from 'react';
import { launchClock, useLaunchArm } from '../features/alliance/launch-arm.ts';
import { i18n, loadGameTexts } from '../lib/i18n.ts';
import { pushData, subscribeNotifications } from '../lib/push.ts';
import { notify } from '../lib/toast.tsx';

export function useOperationReminderToasts(token: string | null) {
  const arm = useLaunchArm();
  useEffect(() => {
    if (!token) return;
    return subscribeNotifications((n) => {
      if (n.kind !== 'operation-reminder') return;
      const d = pushData(n);
      if (!d?.operationId || typeof d.launchAt !== 'number') return;
      const { operationId, launchAt } = d;
      void loadGameTexts().then(() =>
        notify('info', i18n.t('allyops.ops.reminder', { time: launchClock(launchAt) }), {
          id: `operation-${operationId}`,
          // it stays until the launch second has come and gone by a minute (the window)
          durationMs: Math.max(3000, launchAt + 60_000 - Date.now()),
          action: { label: i18n.t('allyops.ops.launch'), onClick: () => void arm(operationId, launchAt) },
        }),
      );
    });
  }, [token, arm]);
}
