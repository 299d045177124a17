/** Items: the shop (credits), the backpack, crates into the stores and speed-ups on running queues. */
export { itemsRouter } from './procedures.ts';
// rewards (portal missions) go into the backpack in the caller's transaction
export { grantItems } from './service.ts';
