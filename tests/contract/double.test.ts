/**
 * The provider contract against the screen tests' backend (tests/doubles/backend-double.ts): it
 * is the local provider over the embedded server, and around it only records and injected
 * failures, so it must pass what every provider passes.
 */
import { createBackendDouble } from '@tests/doubles/backend-double';
import { describeBackendContract } from './contract-suite';

describeBackendContract('screen-test backend', async () => ({
  backend: async () => createBackendDouble({ user: null }).backend,
  teardown: async () => {},
}));
