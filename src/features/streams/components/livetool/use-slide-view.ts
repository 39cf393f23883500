import { useState } from 'react';
import { DEFAULT_FOLLOW_IMAGE, DEFAULT_SLIDE_SIZE, isSlideSize, type SlideSize } from '@domain/livetool/slide-view';

const SIZE_KEY = 'livetool.slideSize';
const FOLLOW_KEY = 'livetool.followImage';

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing (private mode) keeps the choice for this page only.
  }
}

/** The operator's slide size and Follow image choices, kept on this device across visits. */
export function useSlideView() {
  const [size, setSize] = useState<SlideSize>(() => {
    const value = stored(SIZE_KEY);
    return isSlideSize(value) ? value : DEFAULT_SLIDE_SIZE;
  });
  const [follow, setFollow] = useState<boolean>(() => {
    const value = stored(FOLLOW_KEY);
    return value === null ? DEFAULT_FOLLOW_IMAGE : value === 'yes';
  });
  return {
    size,
    follow,
    setSize: (next: SlideSize) => {
      setSize(next);
      store(SIZE_KEY, next);
    },
    setFollow: (next: boolean) => {
      setFollow(next);
      store(FOLLOW_KEY, next ? 'yes' : 'no');
    },
  };
}
