/**
 * "Evade now" (issue 30): the garrison lifts off to the home planet's orbit against one attack on
 * its way (fleet orders' evadeNow, the contingency rule's own evacuation). The incoming-attack
 * panel, the attacks screen, the in-game toast and the push notification's action all run it here.
 */
import { useTranslation } from 'react-i18next';
import { BASE_KEY } from './base-data.ts';
import { graphql } from './graphql-doc.ts';
import { INCOMING_KEY } from './incoming-data.ts';
import { MARCHES_KEY } from './marches-data.ts';
import { notify } from './toast.tsx';
import { useCommand } from './use-command.ts';

export const EVADE = graphql('mutation EvadeNow($id: ID!) { evadeNow(marchId: $id) { units landsAt } }');

export function useEvade() {
  const { t } = useTranslation();
  const cmd = useCommand({ invalidate: [BASE_KEY, MARCHES_KEY, INCOMING_KEY] });
  return {
    pendingKey: cmd.pendingKey,
    async evade(marchId: string) {
      const r = await cmd.run(EVADE, { id: marchId }, marchId);
      if (r) notify('success', t('fleetOrders.evade.done', { count: r.evadeNow.units }));
      return !!r;
    },
  };
}
