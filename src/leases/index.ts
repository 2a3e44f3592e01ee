export type { Leadership, LeadershipState } from './leadership.js';
export type { LeadershipOptions } from './open-leadership.js';
export { openLeadership } from './open-leadership.js';
export { aloneLeadership } from './alone-leadership.js';
export { shardOf } from './shard-of.js';
export type { ShardPlan, ShardPlanInput } from './shard-plan.js';
export { planShards } from './shard-plan.js';
export { LEADER_LEASE, memberLeaseName, shardLeaseName } from './lease-names.js';
