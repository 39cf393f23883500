/**
 * What the first screen needs beyond React (the entry, src/main.tsx), as one chunk: the app shell,
 * the sign-in screen, and the start of the backend provider (whose chunk then holds only what this
 * one does not). The sign-in screen is registered lazily like every screen (routing/screens.tsx);
 * importing it here as well puts it, and the antd parts it uses, into this chunk, instead of into a
 * dozen small chunks shared with later screens, each a request and a round trip on a slow network.
 */
export { createBackend } from '@/backend';
export { App } from './App';
export { LoginScreen } from '@/features/auth/components/LoginScreen';
