/** Without the Firestore emulator's package, the emulator runs fail saying which package and how to get it (issue 19). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRESTORE_EMULATOR_PACKAGE, firestoreEmulatorJar, firestoreLauncherJar } from '../../scripts/firebase/emulator-binaries';

describe('the Firestore emulator missing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('fails naming the Debian package, where it comes from and the way around it', () => {
    vi.stubEnv('FIRESTORE_EMULATOR_JAR', '/nonexistent/cloud-firestore-emulator.jar');
    vi.stubEnv('FIRESTORE_EMULATOR_BINARY_PATH', '');
    for (const find of [firestoreEmulatorJar, () => firestoreLauncherJar('/nonexistent/launcher')]) {
      expect(find).toThrow('The Firestore emulator is missing (/nonexistent/cloud-firestore-emulator.jar does not exist).');
      expect(find).toThrow(`apt-get install -y ${FIRESTORE_EMULATOR_PACKAGE}`);
      expect(find).toThrow('https://cloud.google.com/sdk/docs/install#deb');
      expect(find).toThrow('or set FIRESTORE_EMULATOR_JAR');
    }
  });
});
