/** Reading request bodies with a size limit; malformed JSON is a client error, never a crash. */
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { jsonTextProblem } from '@domain/text/text-problem';
import { HttpError, invalidArgument } from './errors';

export const JSON_BODY_LIMIT = 64 * 1024;

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) throw tooLarge(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'invalid-argument', `The request body is larger than ${limit} bytes.`, { connection: 'close' });
}

/** An empty body reads as `{}` so calls without input need not send one; text must be storable (domain/text). */
export function parseJsonBody(body: Uint8Array, contentType: string | undefined): unknown {
  if (body.length === 0) return {};
  const type = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw invalidArgument('Send the body as JSON with Content-Type: application/json.');
  const text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidArgument('The request body is not valid JSON.');
  }
  const problem = jsonTextProblem(text, value);
  if (problem) throw invalidArgument(problem);
  return value;
}

export async function readJson(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<unknown> {
  return parseJsonBody(await readBody(req, limit), req.headers['content-type']);
}

export async function readJsonAs<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const result = schema.safeParse(await readJson(req));
  if (!result.success) throw invalidArgument(summarizeIssues(result.error));
  return result.data;
}

/** One line naming the first problems, e.g. `email: expected string, received undefined`. */
export function summarizeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ')
    .slice(0, 500);
}
