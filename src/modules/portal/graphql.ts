import { builder, callerFor } from '../../platform/graphql.ts';
import { portalRouter } from './procedures.ts';

const api = callerFor(portalRouter);

type Mine = Awaited<ReturnType<ReturnType<typeof api>['mine']>>;
type Opened = Awaited<ReturnType<ReturnType<typeof api>['open']>>;

const PortalRef = builder.objectRef<Mine>('Portal').implement({
  description: "my base's portal: its address (six symbols), energy now and at most, what an opening costs",
  fields: (t) => ({
    address: t.exposeString('address'),
    level: t.exposeInt('level'),
    energy: t.exposeInt('energy'),
    cap: t.exposeInt('cap'),
    cost: t.exposeInt('cost'),
    shieldUntil: t.float({
      nullable: true,
      description: 'ms since the epoch the portal shield is up until; null: no shield',
      resolve: (p) => p.shieldUntil,
    }),
    shieldDownAt: t.float({
      nullable: true,
      description: 'when a portal shield was last taken down (none can go up for 30 minutes after)',
      resolve: (p) => p.shieldDownAt,
    }),
  }),
});
const OpenedRef = builder.objectRef<Opened>('PortalConnection').implement({
  fields: (t) => ({
    address: t.exposeString('address'),
    commander: t.exposeString('commander'),
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    energyLeft: t.exposeInt('energyLeft'),
  }),
});

builder.queryField('portal', (t) => t.field({ type: PortalRef, resolve: (_r, _a, ctx) => api(ctx).mine() }));
builder.mutationField('openPortal', (t) =>
  t.field({
    type: OpenedRef,
    description:
      "opens my portal to an address: 'Portal energy limit reached', 'Portal failed to open, address is wrong', 'Your portal is protected, cannot open', 'Portal is protected, cannot connect', 'Required building does not have enough level'",
    args: { address: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).open({ address: a.address }),
  }),
);
builder.mutationField('disablePortalProtection', (t) =>
  t.field({
    type: PortalRef,
    description: "takes my portal shield down; no new one for 30 minutes: 'Your protection is not active'",
    resolve: (_r, _a, ctx) => api(ctx).dropShield(),
  }),
);
