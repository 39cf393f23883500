// The screen tests' server runs in a worker thread: its own globals (no jsdom, no fake timers of
// the test) and Node's own module loading. tsx compiles the TypeScript it imports.
import { register } from 'tsx/esm/api';

register();
await import('./screen-server-main.ts');
