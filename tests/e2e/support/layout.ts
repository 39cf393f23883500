/**
 * What a user of a given window size cannot reach on the current page, read in the browser: the
 * page scrolling sideways; a control of the header or the screen outside the window or cut off by
 * a container (in a table that scrolls sideways, the data cells may scroll, the row's last cell,
 * its actions, may not); a control covered by something else once scrolled into view; a region
 * scrolling inside the scrolling page. With `within` (an open dialog's selector), the controls of
 * that dialog instead of the page's.
 */
import type { Page } from '@playwright/test';

export async function layoutProblems(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (el: Element) => {
      const text = el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.getAttribute('placeholder') || el.id;
      return `${el.tagName.toLowerCase()} "${(text ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
    };
    const scrollable = (value: string) => value === 'auto' || value === 'scroll';

    // An open dialog makes the page behind it inert (antd hides the body's overflow): only the dialog's controls count.
    if (!scope && root.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} px wide in a ${width} px window)`);

    const selector = ['a[href]', 'button', 'input', 'textarea', 'select', '[role="button"]', '[role="switch"]', '[role="tab"]']
      .flatMap((s) => (scope ? [`${scope} ${s}`] : [`header ${s}`, `main ${s}`]))
      .join(', ');
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.closest('[aria-hidden="true"], .ant-table-measure-row')) return false;
      const rect = el.getBoundingClientRect();
      // Not rendered, or kept for screen readers only (a file input behind its label).
      return rect.width >= 2 && rect.height >= 2 && getComputedStyle(el).visibility !== 'hidden';
    });

    /** A data cell of a table that scrolls sideways: it may sit scrolled away; the row's last cell, its actions, may not. */
    const scrollsAway = (el: HTMLElement) => {
      const cell = el.closest('td');
      if (!cell || cell.parentElement?.lastElementChild === cell) return false;
      for (let box = cell.parentElement; box && box !== document.body; box = box.parentElement) {
        if (scrollable(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };

    const reachable: HTMLElement[] = [];
    for (const el of controls) {
      if (scrollsAway(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < -1 || rect.right > width + 1) {
        problems.push(`${describe(el)} lies outside the window (${Math.round(rect.left)} to ${Math.round(rect.right)} of ${width} px)`);
        continue;
      }
      let cut = false;
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const edge = box.getBoundingClientRect();
        if (rect.left >= edge.left - 1 && rect.right <= edge.right + 1) continue;
        problems.push(`${describe(el)} is cut off at the side of its container`);
        cut = true;
        break;
      }
      if (!cut) reachable.push(el);
    }

    const wrapper = 'label, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-upload, .ant-switch';
    for (const el of reachable) {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rect = el.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const box = hit?.closest(wrapper);
      if (!hit || !(el.contains(hit) || hit.contains(el) || (box && box.contains(el)))) {
        problems.push(`${describe(el)} is covered${hit ? ` by ${describe(hit)}` : ' or outside the window'}`);
      }
    }
    window.scrollTo(0, 0);

    if (!scope && root.scrollHeight > root.clientHeight + 1) {
      for (const el of document.querySelectorAll<HTMLElement>('main *')) {
        if (el.tagName === 'TEXTAREA' || !scrollable(getComputedStyle(el).overflowY)) continue;
        if (el.scrollHeight > el.clientHeight + 1) problems.push(`${describe(el)} scrolls inside the scrolling page`);
      }
    }
    return problems;
  }, within);
}
