/**
 * `/files/<path>`: PUT uploads (session and policy checked before a byte is read), GET downloads
 * with the file's token (byte ranges, ETag), DELETE removes; `/api/files/url` gives an owner the download address.
 */
import type { IncomingMessage } from 'node:http';
import type { AuthGuard } from '../auth/guard';
import { sameSecret } from '../auth/tokens';
import { HttpError, invalidArgument, notFound } from '../http/errors';
import { sendJson, sendNoContent } from '../http/respond';
import type { Route } from '../http/router';
import { sendFileWithRanges } from '../http/send-file';
import { canDeleteFile, checkUpload, fileRuleFor, type FileDecision, type Lookup } from '../policy/policy';
import type { FileStore } from './file-store';
import { checkedImage, storesImages } from './image-check';
import { downloadUrl, storagePathFromUrl, validStoragePath } from './storage-path';

type Refusal = Extract<FileDecision, { ok: false }>;

/** A refused upload closes the connection so the client need not send the rest of the body. */
function refusal(decision: Refusal, upload = false): HttpError {
  const status = decision.code === 'storage/file-too-large' ? 413 : decision.code === 'storage/invalid-type' ? 415 : 403;
  return new HttpError(status, decision.code, decision.message, upload ? { connection: 'close' } : {});
}

function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  if (!/^\d+$/.test(header)) throw invalidArgument('Content-Length is not a number.');
  return Number(header);
}

/** The bare media type, lower-cased: `image/JPEG; x=y` -> `image/jpeg`. */
function mediaType(req: IncomingMessage): string {
  return String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

const noSuchFile = () => notFound('No such file, or the link is not valid.');

/** `lookup` reads the documents that decide who may write a file (an event's roles). */
export function fileRoutes(files: FileStore, guard: AuthGuard, lookup: Lookup): Route[] {
  return [
    {
      method: 'PUT',
      path: '/files/*',
      rawBody: true,
      async handler({ req, res, rest }) {
        const path = storagePathFromUrl(rest);
        if (!path) throw invalidArgument('Invalid storage path.');
        const caller = await guard(req);
        const contentType = mediaType(req);
        const declared = declaredLength(req);
        const rule = await fileRuleFor(caller, path, lookup);
        const decision = checkUpload(rule, contentType, declared ?? 0);
        if (!decision.ok) throw refusal(decision, true);
        const body = rule && storesImages(rule) ? checkedImage(req, rule, (refused) => refusal(refused, true)) : req;
        const meta = await files
          .write(path, contentType, body, (bytes) => {
            const running = checkUpload(rule, contentType, bytes);
            if (!running.ok) throw refusal(running, true);
          })
          .catch((error: unknown) => {
            // A refusal stops reading, which leaves the request aborted too: it must stay a refusal.
            if (error instanceof HttpError) throw error;
            if (req.readableAborted || (error as NodeJS.ErrnoException).code === 'ECONNRESET') {
              throw new HttpError(400, 'storage/canceled', 'The upload was interrupted; the stored file is unchanged.');
            }
            throw error;
          });
        sendJson(res, 200, { downloadURL: downloadUrl(path, meta.token), size: meta.size, contentType: meta.contentType });
      },
    },
    {
      method: 'GET',
      path: '/files/*',
      async handler({ req, res, rest, url }) {
        const path = storagePathFromUrl(rest);
        const token = url.searchParams.get('token') ?? '';
        const found = path ? await files.open(path) : null;
        if (!found || !token || !sameSecret(token, found.meta.token)) throw noSuchFile();
        await sendFileWithRanges(
          req,
          res,
          found.diskPath,
          {
            'content-type': found.meta.contentType,
            'content-security-policy': "default-src 'none'; sandbox",
            // The token changes with every upload, so a URL always names the same bytes.
            'cache-control': 'private, max-age=31536000, immutable',
            // A download link is for sharing ("Get link"): other sites may show the file.
            'cross-origin-resource-policy': 'cross-origin',
          },
          'No such file, or the link is not valid.',
        );
      },
    },
    {
      method: 'DELETE',
      path: '/files/*',
      async handler({ req, res, rest }) {
        const path = storagePathFromUrl(rest);
        if (!path) throw invalidArgument('Invalid storage path.');
        const caller = await guard(req);
        const decision = await canDeleteFile(caller, path, lookup);
        if (!decision.ok) throw refusal(decision);
        if (!(await files.remove(path))) throw notFound(`No file at ${path}.`);
        sendNoContent(res);
      },
    },
    {
      method: 'GET',
      path: '/api/files/url',
      async handler({ req, res, url }) {
        const path = validStoragePath(url.searchParams.get('path') ?? '');
        if (!path) throw invalidArgument('Invalid storage path.');
        const caller = await guard(req);
        const decision = await canDeleteFile(caller, path, lookup);
        if (!decision.ok) throw refusal(decision);
        const meta = await files.get(path);
        if (!meta) throw notFound(`No file at ${path}.`);
        sendJson(res, 200, { downloadURL: downloadUrl(path, meta.token) });
      },
    },
  ];
}
