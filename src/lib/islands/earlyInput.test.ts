// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptEarlyInput, captureEarlyInput, type EarlyInput, type EarlyInputTarget } from './earlyInput';

const body = `
  <div data-island="ServicesMenu" data-island-load="interaction" id="nav">
    <button type="button" id="menu">Menu</button></div>
  <div data-island="ConsultationRequest" id="form-island">
    <form id="form" action="/thanks"><input name="fullName" value="Sita"><button id="send">Send</button></form></div>
  <header><button type="button" data-phone-menu id="phone-menu">Menu</button></header>
  <a href="/blog" id="blog">Blog</a>
  <p id="text">Text</p>`;

const byId = (id: string) => document.getElementById(id) as HTMLElement;

/** The loader's side of the hand-over, recording what it is asked to do. */
function fakeLoader() {
  const calls: string[] = [];
  const loader: EarlyInputTarget = {
    start: () => calls.push('start'),
    reach: (island) => calls.push(`reach ${island.id}`),
    pageReady: () => calls.push('page ready'),
  };
  return { calls, loader };
}

let requests: number;
let loading: boolean;
let captured: EarlyInput[] = [];
let paintEntries: { name: string }[] = [];
let paintObservers: (() => void)[] = [];

/** jsdom paints nothing: the test says when the first contentful paint happens. */
const paintList = {
  getEntriesByName: (name: string) => paintEntries.filter((entry) => entry.name === name),
};

class FakePaintObserver {
  constructor(private readonly callback: (list: typeof paintList) => void) {}
  observe() {
    paintObservers.push(() => this.callback(paintList));
    // `buffered`: a paint that came before is reported too.
    if (paintEntries.length > 0) this.callback(paintList);
  }
  disconnect() {
    paintObservers = [];
  }
}

function paint(): void {
  paintEntries.push({ name: 'first-contentful-paint' });
  for (const notify of [...paintObservers]) notify();
}

beforeEach(() => {
  document.body.innerHTML = body;
  requests = 0;
  // jsdom's document has loaded by now; the page under test has not.
  loading = true;
  paintEntries = [];
  paintObservers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  Object.defineProperty(document, 'readyState', {
    configurable: true,
    get: () => (loading ? 'loading' : 'complete'),
  });
});

afterEach(() => {
  // The listeners are on the test's shared document and window: none may outlive its test.
  for (const input of captured) input.stop();
  captured = [];
  adoptEarlyInput(window, { start: () => undefined, reach: () => undefined, pageReady: () => undefined });
  window.dispatchEvent(new Event('load'));
  Reflect.deleteProperty(document, 'readyState');
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function capture(): EarlyInput {
  const input = captureEarlyInput(document, window, () => (requests += 1));
  captured.push(input);
  return input;
}

describe('input before the hydration loader has arrived', () => {
  it('fetches the loader only once the page has loaded and been painted, and then tells it so, and nothing else', () => {
    const input = capture();
    expect(requests).toBe(0);
    window.dispatchEvent(new Event('load'));
    // On a fast connection the load event comes before the first paint: a fetch then would be one the
    // page's largest paint waits on.
    expect(requests).toBe(0);
    paint();
    expect(requests).toBe(1);
    const { calls, loader } = fakeLoader();
    adoptEarlyInput(window, loader);
    expect(calls).toEqual(['page ready']);
    expect(input.intent).toBe(false);
  });

  it('fetches the loader at the load event when the page painted before it', () => {
    capture();
    paint();
    expect(requests).toBe(0);
    window.dispatchEvent(new Event('load'));
    expect(requests).toBe(1);
  });

  it('fetches the loader two seconds after the load event on a page that never paints (a background tab)', () => {
    vi.useFakeTimers();
    capture();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(requests).toBe(0);
    vi.advanceTimersByTime(1);
    expect(requests).toBe(1);
  });

  it('holds a tap on a waiting island, fetches the loader at once, and hands the tap over to be replayed', () => {
    capture();
    const clicks = vi.fn();
    byId('menu').addEventListener('click', clicks);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('menu').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(requests).toBeGreaterThan(0);

    const { calls, loader } = fakeLoader();
    adoptEarlyInput(window, loader);
    expect(calls).toEqual(['reach nav', 'start']);
    // The replayed click: the loader's own listeners, installed by then, hold it until hydration.
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("holds a tap on the phone menu's button for the loader alone: fetched at once, replayed, no app started", () => {
    capture();
    const clicks = vi.fn();
    byId('phone-menu').addEventListener('click', clicks);
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin'])
      byId('phone-menu').dispatchEvent(new Event(type, { bubbles: true }));
    expect(requests).toBeGreaterThan(0);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('phone-menu').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();

    const { calls, loader } = fakeLoader();
    adoptEarlyInput(window, loader);
    expect(calls).toEqual([]);
    // The loader's phone menu, installed by then, opens on the replayed click.
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('never lets a form submit natively, and hands the submit over', () => {
    capture();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    byId('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    byId('form').addEventListener('submit', submitted);
    adoptEarlyInput(window, fakeLoader().loader);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links alone, and notes the pointer reaching a waiting island without starting the app', () => {
    capture();
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('blog').dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);

    document.body.innerHTML = body;
    capture();
    byId('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('text').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const { calls, loader } = fakeLoader();
    adoptEarlyInput(window, loader);
    expect(calls).toEqual(['reach nav']);
  });

  it('stops holding once the loader has taken over', () => {
    capture();
    adoptEarlyInput(window, fakeLoader().loader);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('menu').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    // A second hand-over finds nothing left to carry out.
    const { calls, loader } = fakeLoader();
    adoptEarlyInput(window, loader);
    expect(calls).toEqual([]);
  });

  it('fetches the loader at once on a page that has already loaded and been painted', () => {
    loading = false;
    paint();
    capture();
    expect(requests).toBe(1);
  });
});
