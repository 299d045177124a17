import { router } from '../../platform/trpc.ts';

export const supportRouter = router({});
