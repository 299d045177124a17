/**
 * A closed world takes no more orders (decision 069): every command of its commanders is refused
 * with a clear answer from the season's end on, by the clock, whether or not the end's job has run
 * yet. Reads go on working (the guard sees mutations only), and so do the calm commands (chat, mail,
 * reports, settings), which touch nothing in the world.
 */
import type { CommandGuard } from '../../platform/trpc.ts';
import { findWorldOfProfile, phaseOf, seasonOf } from '../worlds/index.ts';
import { seasonErrors } from './errors.ts';

export const seasonGuard: CommandGuard = async (ctx) => {
  const w = await findWorldOfProfile(ctx.db, ctx.profileId);
  if (w && phaseOf(seasonOf(w), ctx.clock.now()) === 'ended') throw seasonErrors.worldClosed();
};
