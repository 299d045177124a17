/** Audit: every admin action, written in the action's own transaction, listed in /control. */
export { auditRouter } from './procedures.ts';
export { recordAdminAction } from './service.ts';
