import { builder, callerFor } from '../../platform/graphql.ts';
import { invariantsRouter } from './procedures.ts';

const api = callerFor(invariantsRouter);

interface FindingShape {
  id: string;
  kind: string;
  subject: string;
  details: string;
  repaired: boolean;
}
interface RunShape {
  id: string;
  startedAt: Date;
  finishedAt: Date;
  runBy: string;
  repair: boolean;
  found: number;
  repaired: number;
  findings: FindingShape[];
}

const FindingRef = builder.objectRef<FindingShape>('InvariantFinding').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'which invariant: negative-stores, stationed-mismatch, orphan, …' }),
    subject: t.exposeString('subject', { description: 'the row it is about (a base, fleet, alliance id …)' }),
    details: t.exposeString('details', { description: 'what was found, as JSON' }),
    repaired: t.exposeBoolean('repaired'),
  }),
});

const RunRef = builder.objectRef<RunShape>('InvariantRun').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    startedAt: t.field({ type: 'DateTime', resolve: (r) => r.startedAt }),
    finishedAt: t.field({ type: 'DateTime', resolve: (r) => r.finishedAt }),
    runBy: t.exposeString('runBy'),
    repair: t.exposeBoolean('repair'),
    found: t.exposeInt('found'),
    repaired: t.exposeInt('repaired'),
    findings: t.field({ type: [FindingRef], resolve: (r) => r.findings }),
  }),
});

builder.queryField('adminInvariantRuns', (t) =>
  t.field({
    type: [RunRef],
    args: { worldId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).runs({ worldId: String(a.worldId), limit: 10 }),
  }),
);

builder.mutationField('adminRunInvariants', (t) =>
  t.field({
    type: RunRef,
    args: { worldId: t.arg.id({ required: true }), repair: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).run({ worldId: String(a.worldId), repair: a.repair }),
  }),
);
