import { yamlEditTargets } from './fuzz-yaml-edit.js';
import { testFuzzTargets } from './fuzz-target.js';

testFuzzTargets(yamlEditTargets);
