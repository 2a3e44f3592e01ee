import type { IncomingMessage } from 'node:http';
import { checkDeclaredLength, readBody } from '../../webhooks/read-body.js';
import { WebhookRejection } from '../../webhooks/rejection.js';

/** A page form is a few short fields. */
const FORM_LIMITS = { maxBytes: 8 * 1024, timeoutMs: 10_000 } as const;

/** Why a form post was refused, with the status to answer. */
export interface FormRefusal {
  readonly status: number;
  readonly reason: string;
}

/** Reads an `application/x-www-form-urlencoded` body of a page form, or says why not (415, 413, 408, 400). */
export async function readForm(
  req: IncomingMessage,
  now: () => number,
): Promise<URLSearchParams | FormRefusal> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    return { status: 415, reason: 'send the form as application/x-www-form-urlencoded' };
  const declared = checkDeclaredLength(req, FORM_LIMITS);
  if (declared !== undefined) return { status: declared.status, reason: declared.message };
  try {
    const body = await readBody(req, FORM_LIMITS, now(), now);
    return new URLSearchParams(body.toString('utf8'));
  } catch (error) {
    if (error instanceof WebhookRejection) return { status: error.status, reason: error.message };
    throw error;
  }
}
