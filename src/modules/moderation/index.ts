/** Moderation: an admin's corrections to a commander (resources, items, name), each audit-logged with its reason. */
export { auditLogRouter, moderationRouter } from './procedures.ts';
export { moderationCatalogue } from './errors.ts';
