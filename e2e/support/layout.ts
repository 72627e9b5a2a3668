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

/**
 * Form controls too short for their own line of text: a control's content box (its height less
 * padding and borders) must hold one line box, or the glyphs' tops and bottoms are cut, which
 * Devanagari's vowel signs above and below the letters show first ("छान्नुहोस्" losing its ु).
 * Multi-line text areas grow with their text and are left out. Each entry names the control, its
 * content height and its line height in pixels.
 */
export function controlsTooShortForTheirText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('input, select, .MuiSelect-select'))
      .filter((control) => {
        const type = control instanceof HTMLInputElement ? control.type : '';
        return !['hidden', 'checkbox', 'radio', 'range', 'color', 'file'].includes(type);
      })
      // What no one sees or reaches (the form's trap field) cannot cut off text anyone reads.
      .filter((control) => !control.closest('[aria-hidden="true"]'))
      .filter((control) => control.checkVisibility() && control.getBoundingClientRect().height > 1)
      .flatMap((control) => {
        const style = getComputedStyle(control);
        const px = (value: string) => Number.parseFloat(value) || 0;
        const content = control.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
        const line = style.lineHeight === 'normal' ? px(style.fontSize) * 1.2 : px(style.lineHeight);
        if (content + 0.5 >= line) return [];
        const name = control.getAttribute('name') ?? control.id ?? control.className;
        return [
          `${control.tagName.toLowerCase()} ${name}: ${content.toFixed(1)} px for a ${line.toFixed(1)} px line`,
        ];
      }),
  );
}
