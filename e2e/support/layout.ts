import type { Page } from '@playwright/test';

/**
 * Text that runs past the right edge of the window, where a clipping ancestor hides it without any
 * horizontal scrolling to give it away; text inside a box that scrolls sideways is fine. Each entry
 * names the element and its first words.
 */
export function textCutOffAtTheRight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 1;
    const scrollsSideways = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(ancestor).overflowX)) return true;
      }
      return false;
    };
    return Array.from(
      document.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, a, button, label, figcaption, blockquote'),
    )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.right > edge && !scrollsSideways(element);
      })
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}
