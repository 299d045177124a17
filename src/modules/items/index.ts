/** Items: the shop (credits), the backpack, crates into the stores and speed-ups on running queues. */
export { itemsRouter } from './procedures.ts';
// rewards (portal missions) go into the backpack in the caller's transaction
export { grantItems } from './service.ts';
// Ephoran cores and the vault spend shards and dust from the backpack (after the base's lock)
export { countForUpdate as itemCountForUpdate, takeItems } from './repo.ts';
export { itemsCatalogue } from './errors.ts';
