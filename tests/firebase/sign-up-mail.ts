/**
 * The sign-up link the `api` function mailed to an address, read from the Trigger Email `mail`
 * collection in the Firestore emulator with the emulator's owner rights. Given the suite's
 * project and Firestore host, so that Playwright's specs (no Vitest `inject`) can read it too.
 */
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, getDocs, getFirestore, query, where } from 'firebase/firestore/lite';
import { splitHostPort } from '@/backend/firebase/config';
import { SIGN_UP_SUBJECT, signUpToken } from '@server/testing/sign-up-link';

/** Answers the code of the one sign-up link mailed to an address; fails when none or several were sent. */
export function signUpMailReader(project: string, firestoreHost: string): (email: string) => Promise<string> {
  const db = getFirestore(initializeApp({ projectId: project }, `sign-up mail reader ${Math.random().toString(36).slice(2)}`));
  connectFirestoreEmulator(db, ...splitHostPort(firestoreHost), { mockUserToken: 'owner' });
  return async (email) => {
    const mails = await getDocs(query(collection(db, 'mail'), where('to', '==', email.trim().toLowerCase())));
    const codes = mails.docs.flatMap((mail) => {
      const { message } = mail.data() as { message: { subject: string; text: string } };
      const code = message.subject === SIGN_UP_SUBJECT ? signUpToken(message.text) : null;
      return code ? [code] : [];
    });
    if (codes.length !== 1) throw new Error(`Expected one sign-up link mailed to ${email}, found ${codes.length}.`);
    return codes[0];
  };
}
