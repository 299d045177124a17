import { CONTINGENCY_ACTIONS } from '../../game/index.ts';
import {
  builder,
  callerFor,
  listEnum,
  OkResultRef,
  UnitCountInput,
  UnitCountRef,
  unitCounts,
} from '../../platform/graphql.ts';
import { fleetOrdersRouter } from './procedures.ts';
import type { RepeatOrderView } from './service.ts';

const api = callerFor(fleetOrdersRouter);

type Target = RepeatOrderView['targets'][number];
type Rule = { id: string; minutes: number; action: string; ally: string | null };
const list = (u: Record<string, number | undefined>) =>
  Object.entries(u)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([type, count]) => ({ type, count: count ?? 0 }));

const ContingencyActionRef = listEnum('ContingencyAction', CONTINGENCY_ACTIONS);

const RepeatTargetRef = builder.objectRef<Target>('RepeatTarget').implement({
  fields: (t) => ({
    x: t.exposeInt('x'),
    y: t.exposeInt('y'),
    kind: t.exposeString('kind', { description: 'pirate-ship, astromite-asteroid or quantarite-asteroid' }),
    units: t.field({ type: [UnitCountRef], resolve: (v) => list(v.units) }),
  }),
});

const RepeatOrderRef = builder.objectRef<RepeatOrderView>('RepeatOrder').implement({
  description: 'a repeat order (decision 073): its targets farmed in turn, the fleet sent again as it comes home',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'active or stopped' }),
    targets: t.field({ type: [RepeatTargetRef], resolve: (v) => v.targets }),
    targetIndex: t.exposeInt('targetIndex', { description: 'the target its fleet out now flies to' }),
    lossThreshold: t.exposeInt('lossThreshold', { description: 'percent: a trip losing more stops it' }),
    marchId: t.exposeID('marchId', { nullable: true }),
    trips: t.exposeInt('trips'),
    stopReason: t.exposeString('stopReason', {
      nullable: true,
      description: 'stopped, recalled, target-gone, losses, fleet-lost or refused',
    }),
    createdAt: t.float({ description: 'epoch ms', resolve: (v) => v.createdAt }),
    stoppedAt: t.float({ nullable: true, description: 'epoch ms', resolve: (v) => v.stoppedAt }),
  }),
});

const ContingencyRuleRef = builder.objectRef<Rule>('ContingencyRule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    minutes: t.exposeInt('minutes', { description: 'before the attack lands' }),
    action: t.exposeString('action', { description: 'evacuate, shield, ally or recall' }),
    ally: t.exposeString('ally', {
      nullable: true,
      description: 'action ally: the commander whose base the fleet goes to (null when that commander is gone)',
    }),
  }),
});

const LimitsRef = builder.objectRef<{ orders: number; targets: number; rules: number }>('FleetOrderLimits').implement({
  fields: (t) => ({ orders: t.exposeInt('orders'), targets: t.exposeInt('targets'), rules: t.exposeInt('rules') }),
});

const EvadedRef = builder.objectRef<{ units: number; landsAt: number }>('Evaded').implement({
  fields: (t) => ({
    units: t.exposeInt('units', { description: 'the units lifted off' }),
    landsAt: t.float({
      description: 'epoch ms: the attack lands; the fleet is home a minute after',
      resolve: (v) => v.landsAt,
    }),
  }),
});

type Orders = Awaited<ReturnType<ReturnType<typeof api>['list']>>;
const FleetOrdersRef = builder.objectRef<Orders>('FleetOrders').implement({
  fields: (t) => ({
    orders: t.field({ type: [RepeatOrderRef], resolve: (v) => v.orders }),
    rules: t.field({ type: [ContingencyRuleRef], resolve: (v) => v.rules }),
    limits: t.field({ type: LimitsRef, resolve: (v) => v.limits }),
  }),
});

const RepeatTargetInput = builder.inputType('RepeatTargetInput', {
  fields: (t) => ({
    x: t.int({ required: true }),
    y: t.int({ required: true }),
    units: t.field({ type: [UnitCountInput], required: true }),
  }),
});

builder.queryField('fleetOrders', (t) =>
  t.field({
    type: FleetOrdersRef,
    description: "my base's repeat orders (the last stopped ones too) and contingency rules, with the limits",
    resolve: (_r, _a, ctx) => api(ctx).list(),
  }),
);

builder.mutationFields((t) => ({
  createRepeatOrder: t.field({
    type: RepeatOrderRef,
    description:
      "farms pirate ships and asteroids in turn: the first target's fleet leaves now, each fleet home goes to the next: 'A base holds at most 3 repeat orders', 'A repeat order farms pirate ships and asteroids only', and the refusals of sendUnits",
    args: {
      targets: t.arg({ type: [RepeatTargetInput], required: true }),
      lossThreshold: t.arg.int({ required: false, description: 'percent, 0 to 90 (20 when not given)' }),
    },
    resolve: (_r, a, ctx) =>
      api(ctx).createRepeat({
        targets: a.targets.map((x, i) => ({ x: x.x, y: x.y, units: unitCounts(x.units, `targets.${i}.units`) })),
        lossThreshold: a.lossThreshold ?? undefined,
      }),
  }),
  stopRepeatOrder: t.field({
    type: RepeatOrderRef,
    description: 'stops a repeat order: its fleet out finishes its trip and stays home',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).stopRepeat({ orderId: String(a.orderId) }),
  }),
  addContingencyRule: t.field({
    type: ContingencyRuleRef,
    description:
      "when a stronger fleet is less than `minutes` away and I have not acted: evacuate my fleet to the home planet's orbit, send it to a named ally's base as a reinforcement (to the orbit when that is refused then), call my gathering fleets home, or raise a shield from my backpack: 'A base holds at most 3 contingency rules', 'Name the ally whose base the fleet goes to', 'There is no commander of that name in this world', 'That commander is not in your alliance or an allied one'",
    args: {
      minutes: t.arg.int({ required: true }),
      action: t.arg({ type: ContingencyActionRef, required: true }),
      ally: t.arg.string({ required: false, description: "action ally: the ally's commander name" }),
    },
    resolve: (_r, a, ctx) => api(ctx).addRule({ minutes: a.minutes, action: a.action, ally: a.ally ?? undefined }),
  }),
  evadeNow: t.field({
    type: EvadedRef,
    description:
      "lifts the garrison off to the home planet's orbit against this attack on its way (the contingency rule's evacuation, at once): 'There is no such attack on its way to your base', 'Your fleet is not home: there is nothing to evade with', 'Your shield is up: the attack will not land'",
    args: { marchId: t.arg.id({ required: true, description: 'the incoming attack (getIncomingAttacks id)' }) },
    resolve: (_r, a, ctx) => api(ctx).evadeNow({ marchId: String(a.marchId) }),
  }),
  removeContingencyRule: t.field({
    type: OkResultRef,
    args: { ruleId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).removeRule({ ruleId: String(a.ruleId) }),
  }),
}));
