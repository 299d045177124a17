/** The Ephoran Vault: runs through its stages, the ranking, rewards of shards and dust. */
export { vaultRouter } from './procedures.ts';
export { vaultTimelineKind } from './service.ts';
export { vaultCatalogue } from './errors.ts';
