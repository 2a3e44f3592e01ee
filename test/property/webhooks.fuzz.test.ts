import { webhookTargets } from './fuzz-webhooks.js';
import { testFuzzTargets } from './fuzz-target.js';

testFuzzTargets(webhookTargets);
