/**
 * An attack launched at the base while the game is open: a toast says so, with "Evade now" (the
 * contingency rule's evacuation at once, issue 30). The same button sits in the incoming panel.
 */
import { useEffect, useRef } from 'react';
import { useEvade } from '../lib/evade.ts';
import { i18n, loadGameTexts } from '../lib/i18n.ts';
import { pushData, subscribeNotifications } from '../lib/push.ts';
import { notify } from '../lib/toast.tsx';

export function useIncomingAttackToasts(token: string | null) {
  const evade = useEvade();
  const run = useRef(evade.evade);
  run.current = evade.evade;
  useEffect(() => {
    if (!token) return;
    return subscribeNotifications((n) => {
      if (n.kind !== 'incoming-attack') return;
      const marchId = pushData(n)?.marchId;
      if (!marchId) return;
      // the texts of the game join on a signed-in screen; a toast on another one loads them first
      void loadGameTexts().then(() =>
        notify('warning', i18n.t('fleetOrders.evade.toast'), {
          id: `attack-${marchId}`,
          action: { label: i18n.t('fleetOrders.evade.now'), onClick: () => void run.current(marchId) },
        }),
      );
    });
  }, [token]);
}
