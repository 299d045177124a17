/** The march's timeline kind and its legs' payload (shared by the march handler, sending and reinforcements). */
export const MARCH_EVENT = 'march';
export interface MarchLeg {
  marchId: string;
  /** arrive at the target; gathered: an asteroid's load is mined; payout: a held object pays; return: home */
  leg: 'arrive' | 'gathered' | 'payout' | 'return';
}
