// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeAttribute, modeStorageKey } from '../../../theme/colorScheme';
import { installColorModeToggle } from './colorModeToggle';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button type="button" data-color-mode-toggle id="toggle">Scheme</button>';
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute(colorSchemeAttribute);
  document.body.innerHTML = '';
});

const toggle = () => document.getElementById('toggle') as HTMLElement;

describe('the colour toggle without React', () => {
  it('switches the scheme the page has and keeps the choice where the init script reads it', () => {
    document.documentElement.setAttribute(colorSchemeAttribute, 'light');
    installColorModeToggle(toggle(), { document, window });
    toggle().click();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(localStorage.getItem(modeStorageKey)).toBe('dark');
    toggle().click();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(localStorage.getItem(modeStorageKey)).toBe('light');
  });

  it('switches without transitions, and lets them run again right after', () => {
    document.documentElement.setAttribute(colorSchemeAttribute, 'dark');
    installColorModeToggle(toggle(), { document, window });
    toggle().click();
    expect(document.body.querySelector('style')?.textContent).toContain('transition:none');
    vi.advanceTimersByTime(1);
    expect(document.body.querySelector('style')).toBeNull();
  });

  it('still switches when storage refuses the choice', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    installColorModeToggle(toggle(), { document, window });
    toggle().click();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
    vi.restoreAllMocks();
  });
});
