import { defineErrors } from '../../platform/errors.ts';

/** The trade module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: tradeCatalogue, raise: tradeError } = defineErrors({
  NO_STATION: 'There is no trading station there',
  SAME_RESOURCE: 'Same resource',
  TRADE_TOO_LARGE: 'The station cannot take that much in one trade',
  TRADE_TOO_SMALL: 'Too little to fetch anything at this price',
  PRICE_MOVED: ['The price has changed since you looked, trade again', 'CONFLICT'],
  STATION_CHANGED_HANDS: ['The station changed hands, trade again', 'CONFLICT'],
  TAX_FAILED: 'Failed to change tax',
  NO_COMMANDER: 'No commander of that name in this galaxy',
  CONVOY_SELF: 'A convoy goes to another commander',
  CONVOY_CAPACITY: 'The convoy cannot carry that much',
  NO_CONVOY: ['Every convoy of your trading outpost is on the way', 'CONFLICT'],
  FEEDING_CAP: ['This commander cannot receive more from you today', 'CONFLICT'],
  TRADE_EXISTS: ['This trade combination already exists', 'CONFLICT'],
  BAD_PRICE: 'Price must be a positive number',
  TOO_MANY_ORDERS: ['You keep as many orders as you can', 'CONFLICT'],
  ORDER_NOT_OPEN: ['This order is no longer open', 'CONFLICT'],
  BAD_STAKE: 'Stake must be a whole number of credits within the limits shown',
  DAILY_CAP: ['The smuggler takes no more wagers from you today', 'CONFLICT'],
  SEED_CHANGED: ['The dice have changed since you looked, roll again', 'CONFLICT'],
});
