import { z } from 'zod';
import { victoryFits } from '../../game/index.ts';
import { type Announcement, announcementFor, announcementTopic, setAnnouncement } from './announcements.ts';
import { inTransaction } from '../../platform/db.ts';
import { adminReason, dateInput, uuidId } from '../../platform/input-errors.ts';
import {
  accountProcedure,
  adminProcedure,
  calmProcedure,
  playerProcedure,
  publicProcedure,
  router,
} from '../../platform/trpc.ts';
import { accountStanding, findAccountsByIds } from '../accounts/index.ts';
import { AVATARS } from './avatars.ts';
import { listProfilesOfAccount, listWorlds, searchProfiles } from './repo.ts';
import {
  changeAvatar,
  changeUsername,
  changeWorldSettings,
  createProfile,
  createWorld,
  enterProfile,
  profileView,
  worldView,
} from './service.ts';
import { VICTORY_KINDS } from './season.ts';
import { type WorldClock, worldClockFor, worldClockTopic, worldStatus } from './dilation.ts';

const id = uuidId;

export const worldsRouter = router({
  list: publicProcedure.query(async ({ ctx }) => {
    const now = ctx.clock.now();
    return (await listWorlds(ctx.db)).map((w) => worldView(w, now));
  }),

  avatars: publicProcedure.query(() => [...AVATARS]),

  /** The public status page: each world's lateness in the last hour and its clock (decision 056). */
  status: publicProcedure.query(({ ctx }) => worldStatus(ctx.db, ctx.clock.now())),

  myProfiles: accountProcedure.query(async ({ ctx }) => {
    const now = ctx.clock.now();
    const [profiles, worlds] = await Promise.all([
      listProfilesOfAccount(ctx.db, ctx.session.accountId),
      listWorlds(ctx.db),
    ]);
    const byId = new Map(worlds.map((w) => [w.id, worldView(w, now)]));
    return profiles.map((p) => ({
      id: p.id,
      username: p.username,
      avatar: p.avatar,
      createdAt: p.created_at,
      world: byId.get(p.world_id) ?? null,
    }));
  }),

  createProfile: accountProcedure
    .input(z.object({ worldId: id, username: z.string().max(100), avatar: z.string().max(40).nullish() }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.clock.now();
      const profileId = await inTransaction(ctx.db, (trx) => createProfile(trx, ctx.session, input, now));
      // read after the commit, with the pool
      return profileView(ctx.db, profileId, now);
    }),

  enterProfile: accountProcedure
    .input(z.object({ profileId: uuidId }))
    .mutation(({ ctx, input }) => enterProfile(ctx.db, ctx.session, input.profileId, ctx.clock.now())),

  profile: playerProcedure.query(({ ctx }) => profileView(ctx.db, ctx.profileId, ctx.clock.now())),

  changeUsername: calmProcedure
    .input(z.object({ username: z.string().max(100) }))
    .mutation(({ ctx, input }) => changeUsername(ctx.db, ctx.profileId, input.username, ctx.clock.now())),

  changeAvatar: calmProcedure
    .input(z.object({ avatar: z.string().max(40) }))
    .mutation(({ ctx, input }) => changeAvatar(ctx.db, ctx.profileId, input.avatar, ctx.clock.now())),

  announcement: playerProcedure.query(async ({ ctx }) => {
    const a = await announcementFor(ctx.db, ctx.profileId);
    return { text: a.text, at: a.at };
  }),
  /** The commander's world's announcement as it changes (set, replaced, taken down). */
  announcements: playerProcedure.subscription(async function* ({ ctx, signal }) {
    const { worldId } = await announcementFor(ctx.db, ctx.profileId);
    const it = ctx.push.subscribe(null, null, [announcementTopic(worldId)]);
    signal?.addEventListener('abort', () => void it.return?.());
    try {
      for await (const m of it) if (m.kind === 'announcement') yield m.data as unknown as Announcement;
    } finally {
      await it.return?.();
    }
  }),
  /** The clock of the commander's world (time dilation, decision 056). */
  worldClock: playerProcedure.query(async ({ ctx }) => {
    const c = await worldClockFor(ctx.db, ctx.profileId);
    return { dilation: c.dilation, since: c.since };
  }),
  /** The commander's world's clock each time it changes (every pending timer of the world moved with it). */
  worldClockChanges: playerProcedure.subscription(async function* ({ ctx, signal }) {
    const { worldId } = await worldClockFor(ctx.db, ctx.profileId);
    const it = ctx.push.subscribe(null, null, [worldClockTopic(worldId)]);
    signal?.addEventListener('abort', () => void it.return?.());
    try {
      for await (const m of it) if (m.kind === 'world-clock') yield m.data as unknown as WorldClock;
    } finally {
      await it.return?.();
    }
  }),
  setAnnouncement: adminProcedure
    .input(
      z.object({
        worldId: uuidId,
        text: z.string().max(1000, 'An announcement can have at most 1000 characters'),
        reason: adminReason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => setAnnouncement(trx, ctx.session, input, ctx.clock.now())),
    ),

  changeWorldSettings: adminProcedure
    .input(
      z.object({
        worldId: uuidId,
        opensAt: dateInput().optional(),
        registrationOpen: z.boolean().optional(),
        speed: z
          .number()
          .int('Speed must be a whole number')
          .min(1, 'Speed must be from 1 to 100')
          .max(100, 'Speed must be from 1 to 100')
          .optional(),
        economySpeed: z
          .number()
          .int('Economy speed must be a whole number')
          .min(1, 'Economy speed must be from 1 to 100')
          .max(100, 'Economy speed must be from 1 to 100')
          .optional(),
        reason: adminReason,
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => changeWorldSettings(trx, ctx.session, input, ctx.clock.now())),
    ),

  adminWorlds: adminProcedure.query(async ({ ctx }) => {
    const now = ctx.clock.now();
    return (await listWorlds(ctx.db)).map((w) => worldView(w, now));
  }),

  createWorld: adminProcedure
    .input(
      z.object({
        name: z.string().trim().min(3).max(60),
        opensAt: dateInput(),
        mapSize: z.number().int().min(50).max(2000).optional(),
        // the season (decision 069): all three, or none for a world without end
        season: z
          .object({
            lengthDays: z
              .number()
              .int('Length must be a whole number of days')
              .min(1, 'Length must be from 1 to 3650 days')
              .max(3650, 'Length must be from 1 to 3650 days'),
            victoryKind: z.enum(VICTORY_KINDS),
            holdDays: z
              .number()
              .int('Days held must be a whole number')
              .min(1, 'Days held must be from 1 to 3650')
              .max(3650, 'Days held must be from 1 to 3650'),
            afterDay: z.number().int().min(0).max(3650).default(0),
          })
          .refine((x) => x.holdDays <= x.lengthDays, {
            message: 'Days held must be no more than the length',
            path: ['holdDays'],
          })
          // "hold it for N days after day M": the hold must end by the world's end
          .refine((x) => x.holdDays > x.lengthDays || victoryFits(x.lengthDays, x.holdDays, x.afterDay), {
            message: 'After day must leave room for the days held before the end',
            path: ['afterDay'],
          })
          .nullish(),
      }),
    )
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => createWorld(trx, ctx.session, input, ctx.clock.now())),
    ),

  adminProfiles: adminProcedure
    .input(z.object({ search: z.string().max(30).nullish() }))
    .query(async ({ ctx, input }) => {
      const rows = await searchProfiles(ctx.db, input.search?.trim() || null, 200);
      const accounts = new Map(
        (await findAccountsByIds(ctx.db, [...new Set(rows.map((r) => r.account_id))])).map((a) => [a.id, a]),
      );
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        avatar: r.avatar,
        createdAt: r.created_at,
        worldName: r.world_name,
        accountUsername: accounts.get(r.account_id)?.username ?? '',
        isBot: accounts.get(r.account_id)?.is_bot ?? false,
      }));
    }),

  adminPlayer: adminProcedure.input(z.object({ userProfileId: uuidId })).query(async ({ ctx, input }) => {
    const view = await profileView(ctx.db, input.userProfileId, ctx.clock.now());
    const [account] = await findAccountsByIds(ctx.db, [view.accountId]);
    return {
      ...view,
      account: account
        ? {
            id: account.id,
            username: account.username,
            email: account.email,
            status: account.status,
            createdAt: account.created_at,
            isBot: account.is_bot,
            ...accountStanding(account, ctx.clock.now()),
          }
        : null,
    };
  }),
});
