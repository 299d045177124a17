/** A march the rules refuse, in the server's words (the send dialog and Mission Control preview the same refusals). */
import type { MarchCheck } from '../../game/index.ts';
import { serverText } from './toast.tsx';

export function marchRefusalText(check: Exclude<MarchCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'NO_UNITS':
      return serverText('You have to send at least one unit');
    case 'MISSING_UNITS':
      return serverText('You have to have units to send them');
    case 'TROOPS_EXCEED_SHIPS':
      return serverText('Not enough space ships to deploy $troopDeployment ground units').replace(
        '$troopDeployment',
        String(check.troopDeployment),
      );
    case 'NO_SLOT':
      return serverText('All march slots are in use');
    default:
      return serverText('Invalid celestial object, contact support');
  }
}
