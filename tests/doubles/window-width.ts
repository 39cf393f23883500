/**
 * jsdom answers no media query; antd's responsive columns and breakpoints read them. A screen test
 * that describes a screen at a given window width sets that width here.
 */
function matchesAt(query: string, width: number): boolean {
  const bounds = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  return bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** Makes window.matchMedia answer as a window `width` pixels wide; returns the function that undoes it. */
export function setWindowWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matchesAt(query, width),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
