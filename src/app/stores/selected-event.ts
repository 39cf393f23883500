/**
 * The selected event (spec 000 section 2.1): kept in localStorage under `eventID` so a reload or
 * a new tab opens the same event, and mirrored in a store the router reads.
 */
import { createStore, useStore } from '@/lib/store';

export const SELECTED_EVENT_KEY = 'eventID';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_EVENT_KEY) || null;
  } catch {
    // Storage can be disabled (privacy settings); the selection then lasts for this page only.
    return null;
  }
}

function writeStored(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(SELECTED_EVENT_KEY, id);
    else window.localStorage.removeItem(SELECTED_EVENT_KEY);
  } catch {
    // See readStored: the in-memory store still holds the selection.
  }
}

const selectedEvent = createStore<string | null>(readStored());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === SELECTED_EVENT_KEY) selectedEvent.set(e.newValue || null);
  });
}

export function selectEvent(id: string): void {
  writeStored(id);
  selectedEvent.set(id);
}

export function clearSelectedEvent(): void {
  writeStored(null);
  selectedEvent.set(null);
}

export function useSelectedEventId(): string | null {
  return useStore(selectedEvent);
}
