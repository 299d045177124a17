/** Tool tokens: read-only keys with scopes and their own rate limit, for fan tools; listed and revocable by owner and admins. */
export { toolTokensRouter } from './procedures.ts';
export { takeRequest, TOOL_SCOPES, type ToolScope, tokenOfSecret } from './service.ts';
export { toolBase, toolReports, toolWarRoom } from './reads.ts';
export { toolTokensCatalogue } from './service.ts';
