import { builder, callerFor } from '../../platform/graphql.ts';
import { vacationRouter } from './procedures.ts';
import type { OnVacation } from './on-vacation.ts';
import type { VacationStatus } from './service.ts';

const api = callerFor(vacationRouter);

const VacationRef = builder.objectRef<VacationStatus>('Vacation').implement({
  description: 'vacation mode (decision 055): the base frozen, its commander away',
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    since: t.float({ nullable: true, description: 'epoch ms', resolve: (v) => v.since }),
    endsBy: t.float({ nullable: true, description: 'epoch ms: it ends by itself then', resolve: (v) => v.endsBy }),
    canEndAt: t.float({
      nullable: true,
      description: 'epoch ms: the earliest it may be ended',
      resolve: (v) => v.canEndAt,
    }),
    nextStartAt: t.float({
      nullable: true,
      description: 'epoch ms: the earliest the next may begin, when that is later than now',
      resolve: (v) => v.nextStartAt,
    }),
  }),
});

builder.queryField('vacation', (t) => t.field({ type: VacationRef, resolve: (_r, _a, ctx) => api(ctx).status() }));
builder.mutationField('startVacation', (t) =>
  t.field({
    type: VacationRef,
    description:
      "freezes the base: 'Bring your fleets home before going on vacation', 'You cannot go on vacation while an attack is on its way to you', …",
    resolve: (_r, _a, ctx) => api(ctx).start(),
  }),
);
builder.mutationField('endVacation', (t) =>
  t.field({
    type: VacationRef,
    description: "thaws the base after 48 hours at least: 'A vacation lasts at least 48 hours'",
    resolve: (_r, _a, ctx) => api(ctx).end(),
  }),
);

const OnVacationRef = builder.objectRef<OnVacation>('OnVacation').implement({
  description: 'a commander on vacation now (admins, /control)',
  fields: (t) => ({
    world: t.exposeString('world'),
    commander: t.exposeString('commander'),
    since: t.exposeFloat('since', { description: 'epoch ms' }),
    endsBy: t.exposeFloat('endsBy', { description: 'epoch ms: it ends by itself then' }),
  }),
});

builder.queryField('adminVacations', (t) =>
  t.field({
    type: [OnVacationRef],
    description: 'who is on vacation now in every world, and since when (admins)',
    resolve: (_r, _a, ctx) => api(ctx).onVacation(),
  }),
);
