import { builder, callerFor } from '../../platform/graphql.ts';
import { auditRouter } from './procedures.ts';

const api = callerFor(auditRouter);

interface AuditEntry {
  id: string;
  at: Date;
  adminUsername: string;
  action: string;
  target: string | null;
  targetName: string | null;
  targetProfileId: string | null;
  details: string | null;
}

const AuditEntryRef = builder.objectRef<AuditEntry>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (e) => e.at }),
    adminUsername: t.exposeString('adminUsername'),
    action: t.exposeString('action'),
    target: t.exposeString('target', { nullable: true }),
    targetName: t.exposeString('targetName', {
      nullable: true,
      description: 'the commander or account the target id names (null: the target is not an id of either)',
    }),
    targetProfileId: t.exposeString('targetProfileId', {
      nullable: true,
      description: 'the commander to open at /control/player/{id}: the target itself, or the target account’s first',
    }),
    details: t.exposeString('details', { nullable: true }),
  }),
});

builder.queryField('adminAuditLog', (t) =>
  t.field({ type: [AuditEntryRef], resolve: (_r, _a, ctx) => api(ctx).list({ limit: 200 }) }),
);
