// @vitest-environment jsdom
import '@tests/doubles/jsdom-setup';
import { screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import RichTextEditor from './RichTextEditor';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actBefore = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  vi.useRealTimers();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = actBefore;
});

/**
 * What a browser may do between React's commit and its effects: paint, while timers come due.
 * Here it runs the timers that are due in the commit itself, before any effect of the editor.
 */
function PaintBeforeEffects({ onPainted }: { onPainted: () => void }) {
  useLayoutEffect(() => {
    vi.advanceTimersByTime(5);
    vi.useRealTimers();
    onPainted();
  }, [onPainted]);
  return null;
}

it('opens when timers run between the commit and its effects (issue 30)', async () => {
  // React's own scheduling, as in a browser: not testing-library's act(), which runs effects at once.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // Only timeouts are the test's: React's own scheduling keeps running on its own.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const crashes: unknown[] = [];
  const root = createRoot(document.body.appendChild(document.createElement('div')), { onUncaughtError: (error) => crashes.push(error) });
  await new Promise<void>((painted) =>
    root.render(
      <>
        <RichTextEditor label="Text" value="<p>Write your text here.</p>" onChange={() => {}} />
        <PaintBeforeEffects onPainted={painted} />
      </>,
    ),
  );
  const text = await waitFor(() => {
    expect(crashes).toEqual([]);
    return screen.getByRole('textbox', { name: 'Text' });
  });
  expect(text.textContent).toBe('Write your text here.');
  root.unmount();
});
