import { imageReferenceTargets } from './fuzz-image-reference.js';
import { testFuzzTargets } from './fuzz-target.js';

testFuzzTargets(imageReferenceTargets);
