/**
 * Where the Java emulators come from. Firestore's is Debian's `google-cloud-cli-firestore-emulator`
 * (no download needed; firebase-tools takes it through FIRESTORE_EMULATOR_BINARY_PATH, which must
 * be a runnable jar, hence the launcher jar made here). The Realtime Database and Storage
 * emulators exist only where firebase-tools has downloaded them before, which needs internet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const FIRESTORE_EMULATOR_PACKAGE = 'google-cloud-cli-firestore-emulator';
const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const require = createRequire(import.meta.url);

export function firebaseCli(): string {
  try {
    return join(dirname(require.resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');
  } catch {
    throw new Error('The Firebase emulators need firebase-tools (a devDependency): run `npm ci`.');
  }
}

function checkJava(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error('The Firestore emulator needs Java 17 or newer on the PATH: apt-get install -y openjdk-17-jre-headless.');
  }
}

/** The Firestore emulator's jar, or an error naming the package that brings it and how to get it. */
export function firestoreEmulatorJar(): string {
  const jar = process.env.FIRESTORE_EMULATOR_JAR || DEBIAN_JAR;
  if (!existsSync(jar)) {
    throw new Error(
      `The Firestore emulator is missing (${jar} does not exist). Install the Debian package ${FIRESTORE_EMULATOR_PACKAGE} ` +
        `from Google Cloud's apt repository (https://cloud.google.com/sdk/docs/install#deb: add ` +
        `"deb https://packages.cloud.google.com/apt cloud-sdk main" with its signing key, then ` +
        `apt-get install -y ${FIRESTORE_EMULATOR_PACKAGE}), or set FIRESTORE_EMULATOR_JAR to the emulator's jar.`,
    );
  }
  checkJava();
  return jar;
}

/**
 * A jar whose manifest runs the Firestore emulator's main class from the package's jar, which
 * has no Main-Class of its own; firebase-tools starts it with `java -jar`. Written with the JDK's
 * `jar` tool (the package depends on a JDK). Returns its path.
 */
export function firestoreLauncherJar(dir: string): string {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) return override;
  const target = firestoreEmulatorJar();
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'launcher-manifest.txt');
  const launcher = join(dir, 'firestore-emulator-launcher.jar');
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${new URL(`file://${target}`).href}\n`);
  const made = spawnSync('jar', ['--create', '--file', launcher, '--manifest', manifest], { encoding: 'utf8' });
  if (made.error || made.status !== 0) {
    throw new Error(`Could not write the Firestore emulator's launcher jar with the JDK's \`jar\` tool (apt-get install -y openjdk-17-jdk-headless): ${made.error?.message ?? made.stderr}`);
  }
  return launcher;
}

export type OptionalEmulator = 'database' | 'storage';
const DESCRIPTION: Record<OptionalEmulator, string> = { database: 'Realtime Database', storage: 'Storage' };

/**
 * Whether firebase-tools has the emulator's jar at hand (its download cache, or an
 * <NAME>_EMULATOR_BINARY_PATH override); when not, the reason, naming the emulator.
 */
export function optionalEmulator(name: OptionalEmulator): { available: true } | { available: false; reason: string } {
  const { getDownloadDetails } = require('firebase-tools/lib/emulator/downloadableEmulators.js') as {
    getDownloadDetails(name: string): { binaryPath?: string; downloadPath: string };
  };
  const details = getDownloadDetails(name);
  const path = details.binaryPath ?? details.downloadPath;
  if (existsSync(path)) return { available: true };
  return {
    available: false,
    reason: `the ${DESCRIPTION[name]} emulator is not installed (firebase-tools looks for ${path}, which it downloads with internet access: \`npx firebase setup:emulators:${name}\`)`,
  };
}
