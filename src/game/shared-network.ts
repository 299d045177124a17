/**
 * Commanders who play from one home (one network) say so, as Ikariam asks of them: a declared pair
 * may chat, trade on the market, stand in one alliance and reinforce each other, but neither sends
 * the other a convoy nor attacks the other's base. The server asks this at the send and again when
 * the fleet arrives (a pair may declare while it flies).
 */
export type SharedNetworkMove = 'convoy' | 'raid' | 'reinforce';

const FORBIDDEN: ReadonlySet<SharedNetworkMove> = new Set(['convoy', 'raid']);

/** May a commander make this move towards one they declared a shared network with? */
export const sharedNetworkAllows = (move: SharedNetworkMove): boolean => !FORBIDDEN.has(move);

export const SHARED_NETWORK_REFUSAL = 'You share a network with this commander: no convoys or attacks between you';
