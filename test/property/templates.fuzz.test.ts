import { templateTargets } from './fuzz-templates.js';
import { testFuzzTargets } from './fuzz-target.js';

testFuzzTargets(templateTargets);
