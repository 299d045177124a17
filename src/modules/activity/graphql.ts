import { builder, callerFor } from '../../platform/graphql.ts';
import { activityRouter } from './procedures.ts';
import type { worldActivity } from './service.ts';

const api = callerFor(activityRouter);
type Row = Awaited<ReturnType<typeof worldActivity>>[number];

const WorldActivityRef = builder.objectRef<Row>('WorldActivity').implement({
  description: 'what is going on in a world (admins)',
  fields: (t) => ({
    worldId: t.exposeID('worldId'),
    name: t.exposeString('name'),
    speed: t.exposeInt('speed'),
    commanders: t.exposeInt('commanders'),
    alliances: t.exposeInt('alliances'),
    fleetsAway: t.exposeInt('fleetsAway', { description: 'marches and scouts not home yet' }),
    fleetsSentToday: t.exposeInt('fleetsSentToday', { description: 'sent in the last 24 hours' }),
  }),
});

builder.queryField('adminWorldActivity', (t) =>
  t.field({ type: [WorldActivityRef], resolve: (_r, _a, ctx) => api(ctx).worlds() }),
);
