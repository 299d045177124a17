/** The Ephoran Vault: runs through its stages, the ranking, rewards of shards and dust. */
export { vaultRouter } from './procedures.ts';
export { vaultTimelineKind } from './service.ts';
// the rankings' Ephoran Vault category: each commander's best run
export { bestRuns as vaultBestRuns } from './repo.ts';
export { vaultCatalogue } from './errors.ts';
export { followVaultRuns } from './dilation.ts';
