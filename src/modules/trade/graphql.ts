import { builder, callerFor } from '../../platform/graphql.ts';
import { tradeRouter } from './procedures.ts';
import type { WagerView } from './smugglers-den.ts';

const api = callerFor(tradeRouter);

const WagerRef = builder.objectRef<WagerView>('Wager').implement({
  description: "a roll of the smuggler's dice, its seed revealed: sha256(serverSeed) = seedHash, dice = HMAC-SHA256(serverSeed, clientSeed) read by src/game diceFromDigest",
  fields: (t) => ({
    id: t.exposeID('id'),
    bet: t.exposeString('bet', { description: 'low (2–6, pays 2×), seven (pays 5×) or high (8–12, pays 2×)' }),
    stake: t.exposeInt('stake'),
    payout: t.exposeInt('payout', { description: 'credits paid back, stake included; 0 when lost' }),
    dice: t.exposeIntList('dice'),
    serverSeed: t.exposeString('serverSeed', { description: 'hex, revealed after the roll' }),
    seedHash: t.exposeString('seedHash', { description: 'hex SHA-256 of the seed, shown before the roll' }),
    clientSeed: t.exposeString('clientSeed'),
    at: t.float({ description: 'epoch ms', resolve: (w) => w.at }),
  }),
});

const DenRef = builder.objectRef<Awaited<ReturnType<ReturnType<typeof api>['den']>>>('SmugglersDen').implement({
  fields: (t) => ({
    seedHash: t.exposeString('seedHash', { description: 'the SHA-256 of the seed the next roll will use' }),
    commandCenterLevel: t.exposeInt('commandCenterLevel', { description: 'sets the stake limits (src/game maxStake, dailyStakeCap)' }),
    credits: t.exposeInt('credits'),
    stakedToday: t.exposeInt('stakedToday', { description: 'credits staked since midnight UTC' }),
    wagers: t.field({ type: [WagerRef], description: 'the last ten wagers, newest first', resolve: (d) => d.wagers }),
  }),
});

builder.queryField('smugglersDen', (t) => t.field({ type: DenRef, resolve: (_r, _a, ctx) => api(ctx).den() }));

builder.mutationField('wager', (t) =>
  t.field({
    type: WagerRef,
    description:
      "rolls the smuggler's dice on the seed whose hash the player saw: 'Stake must be a whole number of credits within the limits shown', \"You don't have enough credits\", 'The smuggler takes no more wagers from you today', 'The dice have changed since you looked, roll again'",
    args: { bet: t.arg.string({ required: true }), stake: t.arg.int({ required: true }), clientSeed: t.arg.string({ required: true }), seedHash: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => api(ctx).wager({ bet: a.bet as never, stake: a.stake, clientSeed: a.clientSeed, seedHash: a.seedHash }),
  }),
);
