/** Chat: each world's global channel and each alliance's channel, live over the subscription socket. */
export { chatRouter } from './procedures.ts';
export { chatDataOf } from './export.ts';
export { chatCatalogue } from './errors.ts';
