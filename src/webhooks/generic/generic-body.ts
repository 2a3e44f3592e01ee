import { parse as parseYaml } from 'yaml';
import { reject } from '../rejection.js';
import type { IncomingHttpHeaders } from 'node:http';
import { header } from '../endpoint.js';
import { parseJson, utf8Text } from '../json-fields.js';

/** A generic webhook body as OpenShift reads it: YAML for `application/yaml`, else JSON; 400 when it is neither. */
export function parseGenericBody(body: Buffer, type: string | undefined): unknown {
  const text = utf8Text(body, 'the body');
  if (type !== 'application/yaml') return parseJson(text, 'the generic payload');
  try {
    // logLevel error: a warning (an unknown tag) must not reach stderr outside the JSON log.
    return parseYaml(text, { maxAliasCount: 100, uniqueKeys: true, logLevel: 'error' }) as unknown;
  } catch (error) {
    throw reject.badRequest(`the generic payload is not valid YAML: ${(error as Error).message}`);
  }
}

/** Whether the request says it has a body (Content-Length above 0, or chunked): a generic trigger may have none. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = header(headers, 'content-length');
  return header(headers, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}
