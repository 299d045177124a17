/** Ephoran cores: built from shards, refined with dust, embraced; their catalysts are boosts of the base. */
export { coresRouter } from './procedures.ts';
export { coresCatalogue } from './errors.ts';
