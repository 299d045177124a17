import { z } from 'zod';
import { inTransaction } from '../../platform/db.ts';
import { uuidId } from '../../platform/input-errors.ts';
import { calmProcedure, playerProcedure, router } from '../../platform/trpc.ts';
import { readShare, revokeShare, shareReport } from './shares.ts';
import {
  changeReports,
  markAllRead,
  openReport,
  REPORT_FOLDERS,
  REPORT_VIEWS,
  readFolders,
  readReports,
} from './service.ts';

const ids = z.array(uuidId).min(1).max(100);

export const reportsRouter = router({
  list: playerProcedure
    .input(
      z.object({
        offset: z.number().int().optional(),
        limit: z.number().int().optional(),
        folder: z.enum(REPORT_FOLDERS).optional(),
        view: z.enum(REPORT_VIEWS).optional(),
        before: uuidId.optional(),
      }),
    )
    .query(({ ctx, input }) =>
      readReports(ctx.db, ctx.profileId, input.offset ?? 0, input.limit ?? 30, {
        folder: input.folder,
        view: input.view,
        before: input.before,
      }),
    ),
  folders: playerProcedure.query(({ ctx }) => readFolders(ctx.db, ctx.profileId)),
  open: calmProcedure
    .input(z.object({ reportId: uuidId }))
    .mutation(({ ctx, input }) => openReport(ctx.db, ctx.profileId, input.reportId, ctx.clock.now())),
  markAllRead: calmProcedure.mutation(({ ctx }) => markAllRead(ctx.db, ctx.profileId, ctx.clock.now())),
  archive: calmProcedure
    .input(z.object({ reportIds: ids, archived: z.boolean() }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        changeReports(trx, ctx.profileId, input.reportIds, { archived: input.archived }, ctx.clock.now()),
      ),
    ),
  share: calmProcedure
    .input(z.object({ reportId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => shareReport(trx, ctx.profileId, input.reportId, ctx.clock.now())),
    ),
  shareOf: calmProcedure
    .input(z.object({ reportId: uuidId }))
    .query(({ ctx, input }) => readShare(ctx.db, ctx.profileId, input.reportId)),
  revokeShare: calmProcedure
    .input(z.object({ reportId: uuidId }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) => revokeShare(trx, ctx.profileId, input.reportId, ctx.clock.now())),
    ),
  delete: calmProcedure
    .input(z.object({ reportIds: ids }))
    .mutation(({ ctx, input }) =>
      inTransaction(ctx.db, (trx) =>
        changeReports(trx, ctx.profileId, input.reportIds, { deleted: true }, ctx.clock.now()),
      ),
    ),
});
