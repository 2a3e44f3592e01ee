import { loaderTargets } from './fuzz-loader.js';
import { testFuzzTargets } from './fuzz-target.js';

testFuzzTargets(loaderTargets);
