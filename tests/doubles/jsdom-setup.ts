/**
 * Browser APIs jsdom lacks that antd relies on. Imported first by the app's jsdom tests.
 */
import { configure } from '@testing-library/react';
import { staticMediaQueryList } from './window-width';

// Screens read from the real server (backend-double.ts); on a busy machine an answer can take
// longer than testing-library's one-second default wait.
configure({ asyncUtilTimeout: 10_000 });

if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);

// jsdom does not implement pseudo-element styles and logs an error for each request antd makes.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// antd's text areas, tables, selects and popups measure themselves; nothing under test needs sizes.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom lays nothing out, so there is nothing to scroll: the live tool's gallery keeps its next-up slide in view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

export {};
