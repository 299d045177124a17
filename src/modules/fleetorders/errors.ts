/** What the server answers about fleet orders (decision 073); the limits are src/game/fleet-orders.ts's. */
import { defineErrors } from '../../platform/errors.ts';

export const { catalogue: fleetOrdersCatalogue, raise: fleetOrdersError } = defineErrors({
  REPEAT_TOO_MANY: ['A base holds at most 3 repeat orders', 'CONFLICT'],
  REPEAT_NO_TARGETS: 'Give the order at least one target',
  REPEAT_TOO_MANY_TARGETS: 'A repeat order has at most 5 targets',
  REPEAT_BAD_TARGET: 'A repeat order farms pirate ships and asteroids only',
  REPEAT_BAD_THRESHOLD: 'The loss threshold is a whole percent from 0 to 90',
  REPEAT_NOT_FOUND: ['There is no such repeat order', 'NOT_FOUND'],
  CONTINGENCY_TOO_MANY: ['A base holds at most 3 contingency rules', 'CONFLICT'],
  CONTINGENCY_BAD_MINUTES: 'A contingency rule fires from 1 to 60 minutes before the attack lands',
  CONTINGENCY_NOT_FOUND: ['There is no such contingency rule', 'NOT_FOUND'],
  CONTINGENCY_NO_ALLY: 'Name the ally whose base the fleet goes to',
  CONTINGENCY_UNKNOWN_ALLY: ['There is no commander of that name in this world', 'NOT_FOUND'],
  CONTINGENCY_NOT_ALLY: ['That commander is not in your alliance or an allied one', 'CONFLICT'],
  EVADE_NO_ATTACK: ['There is no such attack on its way to your base', 'NOT_FOUND'],
  EVADE_NOTHING_HOME: ['Your fleet is not home: there is nothing to evade with', 'CONFLICT'],
  EVADE_SHIELDED: ['Your shield is up: the attack will not land', 'CONFLICT'],
});
