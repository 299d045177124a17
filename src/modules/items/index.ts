/** Items: the shop (credits), the backpack, crates into the stores and speed-ups on running queues. */
export { itemsRouter } from './procedures.ts';
