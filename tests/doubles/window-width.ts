/**
 * jsdom answers no media query; antd's responsive columns and breakpoints read them. A screen test
 * that describes a screen at a given window width sets that width here.
 */
function matchesAt(query: string, width: number): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** A media query answer that never changes, as a window of fixed size gives. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes window.matchMedia answer as a window `width` pixels wide; returns the function that undoes it. */
export function setWindowWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => staticMediaQueryList(query, matchesAt(query, width));
  return () => {
    window.matchMedia = original;
  };
}
