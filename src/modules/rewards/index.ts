/** Rewards: claiming what reward reports carry, once. */
export { rewardsRouter } from './procedures.ts';
export { rewardsCatalogue } from './errors.ts';
