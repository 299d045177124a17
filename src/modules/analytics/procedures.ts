import { router } from '../../platform/trpc.ts';

export const analyticsRouter = router({});
