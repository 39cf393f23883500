/** The provider contract against the embedded server, through the local provider's Node transport. */
import { describeBackendContract } from './contract-suite';
import { LocalServer } from './local-harness';

describeBackendContract('local', async () => {
  const server = new LocalServer();
  await server.start();
  return {
    backend: async () => server.client(),
    signUpCode: (email) => server.signUpCode(email),
    teardown: () => server.teardown(),
  };
});
