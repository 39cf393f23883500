/**
 * `tsx scripts/firebase/emulators.ts`: starts the Emulator Suite the tests share (Auth, Firestore,
 * Functions, Hosting, and Database and Storage where installed) on free ports, prints one line
 * `EMULATORS {info, env, webConfig}` once they are ready, and stops them when its input closes or
 * it is told to stop. `npm test` (scripts/test-all.mjs) runs it once for all its steps.
 */
import { emulatorEnv, missingNotice, startEmulatorSuite, TEST_SIGN_UPS_PER_ADDRESS } from './emulator-suite';
import { emulatorWebConfig } from './web-config';

const suite = await startEmulatorSuite({ emulators: ['auth', 'firestore', 'functions', 'hosting', 'database', 'storage'], ports: 'free', signUpsPerAddress: TEST_SIGN_UPS_PER_ADDRESS });
const { stop, ...info } = suite;
const notice = missingNotice(info);
if (notice) console.error(notice);
console.log(`EMULATORS ${JSON.stringify({ info, env: emulatorEnv(info), webConfig: emulatorWebConfig(info, true) })}`);

let stopping = false;
const shutDown = () => {
  if (stopping) return;
  stopping = true;
  void stop().then(() => process.exit(0));
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
// The parent holds our input open for as long as it needs the emulators, and closes it by exiting.
process.stdin.on('end', shutDown);
process.stdin.resume();
