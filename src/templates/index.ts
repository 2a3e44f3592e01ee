export type { ProcessedTemplate, ProcessTemplateOptions } from './process-template.js';
export { processTemplate } from './process-template.js';
export type { ExpressionPart, ParsedExpression } from './generate-expression.js';
export { generateValue, parseExpression, NAMED_CLASSES, MAX_COUNT } from './generate-expression.js';
export { seededBytes, pickIndex } from './seeded-bytes.js';
