/** The `api` HTTPS function: the shared `/api` handlers, reached at `/api/**` through Hosting. */
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { apiHandlers } from '@server/api/handlers';
import { adminServices } from './admin-services';
import { handleApiRequest } from './api-request';
import { verifyToken } from './verify-token';

/**
 * The caller's address. Cloud Functions take it from the front end's X-Forwarded-For (Express
 * trusts that proxy). The Functions emulator hands requests to its worker over a local socket
 * without that header, so there every caller is on this machine.
 */
function clientAddress(req: Request): string | undefined {
  return req.ip || (process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : undefined);
}

// The caller is named by a bearer token, never by a cookie, so answering any origin leaks nothing;
// with the emulators the app is served from another port than the functions.
export const api = onRequest({ cors: true }, async (req, res) => {
  const answer = await handleApiRequest(
    { method: req.method, path: req.path, authorization: req.get('authorization'), contentType: req.get('content-type'), clientAddress: clientAddress(req), body: req.rawBody },
    { handlers: apiHandlers, services: adminServices(), verifyToken, log: (message) => logger.error(message) },
  );
  res.set({ ...answer.headers, 'cache-control': 'no-store' }).status(answer.status).json(answer.body);
});
