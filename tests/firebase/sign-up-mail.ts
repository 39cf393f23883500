/**
 * The sign-up link the `api` function mailed to an address, read from the Trigger Email `mail`
 * collection in the Firestore emulator with the emulator's owner rights.
 */
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { SIGN_UP_SUBJECT, signUpToken } from '@server/testing/sign-up-link';
import { emulators } from './emulators';
import { firestoreClient } from './firestore-clients';

let admin: ReturnType<typeof firestoreClient> | null = null;

/** The code of the one sign-up link mailed to `email`; fails when none or several were sent. */
export async function mailedSignUpCode(email: string): Promise<string> {
  admin ??= firestoreClient(emulators().project, 'sign-up mail reader', { mockUserToken: 'owner' });
  const mails = await getDocs(query(collection(admin.db, 'mail'), where('to', '==', email.trim().toLowerCase())));
  const codes = mails.docs.flatMap((mail) => {
    const { message } = mail.data() as { message: { subject: string; text: string } };
    const code = message.subject === SIGN_UP_SUBJECT ? signUpToken(message.text) : null;
    return code ? [code] : [];
  });
  if (codes.length !== 1) throw new Error(`Expected one sign-up link mailed to ${email}, found ${codes.length}.`);
  return codes[0];
}
