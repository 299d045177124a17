/**
 * Which of the server's procedures a sitter may call on the owner's base (decision 066), by an
 * explicit allow-list: each command names the sitter's action it is (sitting.ts's SITTER_MAY), and
 * anything unlisted is refused ('A sitter cannot do this'). Fleets are listed with a condition the
 * command itself checks under the base's lock: a fleet sent by a sitter goes to pirates or
 * asteroids only, never to a player's base (no attack, scout or reinforcement of a player).
 */
import type { SitterAction } from './sitting.ts';

export const SITTER_COMMANDS: Readonly<Record<string, SitterAction>> = {
  'bases.startUpgrade': 'build',
  'bases.cancel': 'build',
  'bases.startResearch': 'research',
  'bases.train': 'train',
  'bases.heal': 'heal',
  'marches.send': 'gather',
  'marches.scout': 'pirates',
  'marches.recall': 'recall',
  'items.use': 'shield',
  'items.speedUp': 'speedup',
  'tasks.claim': 'claim',
  'tasks.claimAll': 'claim',
  'rewards.claim': 'claim',
  'rewards.claimAll': 'claim',
  // fleet orders (decision 073): farming pirates and asteroids, defence of the base
  'fleetOrders.createRepeat': 'pirates',
  'fleetOrders.stopRepeat': 'recall',
  'fleetOrders.addRule': 'shield',
  'fleetOrders.removeRule': 'shield',
  'fleetOrders.evadeNow': 'recall',
};

/** What a sitter reads of the owner's base; every other read is the sitter's own (mail, chat…). */
export const SITTER_READS: readonly string[] = [
  'bases.mine',
  'items.backpack',
  'marches.list',
  'marches.unitGroups',
  'marches.incoming',
  'marches.garrison',
  'marches.reinforcements',
  'marches.occupations',
  'marches.mapFleets',
  'fleetOrders.list',
  'tasks.list',
  'vacation.status',
  'galaxy.map',
  'galaxy.overview',
];

/**
 * The pushes of the owner's base a sitter's tab hears while sitting: those of the screens
 * SITTER_READS shows (the base and its queues, fleets, incoming attacks, reinforcements). Every other
 * push (reports, mail, friends, the alliance's) stays the sitter's own, and the sitter's own base's
 * pushes of these kinds are not heard in that tab (it shows the owner's base).
 */
export const SITTER_PUSHES: readonly string[] = ['base-changed', 'incoming-attack', 'unit-group', 'reinforcements'];

export type SitterCall = { kind: 'read' | 'command' | 'calm'; path: string };

/** Where a sitter's call runs: on the owner's base, on the sitter's own profile, or nowhere. */
export function sitterCall(call: SitterCall): 'sat' | 'own' | 'refused' {
  if (call.kind === 'read') return SITTER_READS.includes(call.path) ? 'sat' : 'own';
  // a calm command changes nothing in the world: the sitter's own chat, reports and settings
  if (call.kind === 'calm') return 'own';
  return Object.hasOwn(SITTER_COMMANDS, call.path) ? 'sat' : 'refused';
}
