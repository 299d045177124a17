/**
 * Audit: every admin action, written in the action's own transaction. The modules that act write to
 * it, so it names nobody: /control's reading, with each target named, is the moderation module's.
 */
export { type AuditEntryRow, listEntries as auditEntries } from './repo.ts';
export { recordAdminAction } from './service.ts';
