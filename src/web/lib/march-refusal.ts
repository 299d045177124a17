/** A march the rules refuse, in the server's words (the send dialog and Mission Control preview the same refusals). */
import type { MarchCheck } from '../../game/index.ts';
import { errorText } from './server-errors.ts';

export function marchRefusalText(check: Exclude<MarchCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'NO_UNITS':
    case 'MISSING_UNITS':
      return errorText(check.reason);
    case 'TROOPS_EXCEED_SHIPS':
      return errorText('TROOPS_EXCEED_SHIPS', { troopDeployment: check.troopDeployment });
    case 'NO_SLOT':
      return errorText('NO_MARCH_SLOT');
    default:
      return errorText('BAD_TARGET');
  }
}
