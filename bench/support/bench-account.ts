/** A bench's signed-in organiser: signed up, and the mailed link followed, as a new organiser does. */
import { loadOrCreateOperatorKey } from '@server/mail/operator-key';
import { HttpSession } from '@server/testing/http-session';
import { signUpAndFollow } from '@server/testing/sign-up-link';

export const BENCH_PASSWORD = 'bench-password-1';

/** `dataDir`: the server's data folder, where its operator key (which reads the outbox) is. */
export async function benchAccount(baseUrl: string, dataDir: string, email: string): Promise<{ session: HttpSession; cookie: string; uid: string }> {
  const session = new HttpSession(baseUrl);
  const uid = await signUpAndFollow(session, await loadOrCreateOperatorKey(dataDir), email, BENCH_PASSWORD);
  return { session, cookie: session.cookieHeader(), uid };
}
