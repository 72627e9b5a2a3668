// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHydrationLoader } from './hydrationLoader';
import { adoptEarlyInput, captureEarlyInput } from './islands/earlyInput';
import { hydratedAttribute, hydratingAttribute } from './islands/attributes';

const config = {
  entry: '/assets/index-A.js',
  preload: ['/assets/react-B.js', '/assets/mui-C.js'],
  islands: {
    ServicesMenu: ['/assets/ServicesMenu-D.js', '/assets/IconButton-E.js'],
    ConsultationRequest: ['/assets/ConsultationRequest-F.js', '/assets/IconButton-E.js'],
    FaqAccordion: ['/assets/FaqAccordion-G.js'],
    HeroVideo: ['/assets/HeroVideo-I.js'],
    Unused: ['/assets/Unused-H.js'],
  },
  phoneMenu: { en: '/assets/phone-menu-en-J.htm', ne: '/assets/phone-menu-ne-K.htm' },
};

const defaultBody = `
    <header><div data-island="ServicesMenu" id="nav-island">
      <button type="button" id="menu"><svg><path id="menu-icon"></path></svg>Menu</button></div>
    <a href="/blog" id="blog"><span id="blog-text">Blog</span></a></header>
    <div data-island="ConsultationRequest" id="form-island">
      <form id="form"><input name="fullName"><button type="submit" id="send">Send</button></form></div>
    <div data-island="FaqAccordion" data-island-load="visible" id="faq-island">
      <h3><button type="button" id="faq">Question</button></h3></div>`;

/** A page whose only island waits for the visitor (the header's menu on an article). */
const waitingBody = `
    <header><div data-island="ServicesMenu" data-island-load="interaction" id="nav-island">
      <button type="button" id="menu">Menu</button></div></header>
    <p id="text">Text</p>`;

/** A page with the phone menu's button (src/lib/phoneMenu), which the loader answers itself. */
const phoneMenuBody = `
    <header><button type="button" data-phone-menu id="phone-menu">Menu</button></header>
    <p id="text">Text</p>`;

/** The home page on a screen of the test's choosing: its only start-up island plays a video on wide screens. */
const videoBody = `
    <div data-island="HeroVideo" data-island-media="(min-width: 600px)" id="video-island"><div></div></div>
    <p id="text">Text</p>`;

/** A media query list whose answer the test sets, telling its listeners when it changes. */
class FakeMediaQueryList extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

/** A page still loading, with a window whose load event and first paint the test controls. */
function setUp({
  loaded = false,
  canObservePaint = true,
  body = defaultBody,
  wide = true,
  loaderArrivesLater = false,
} = {}) {
  const screen = new FakeMediaQueryList(wide);
  const page = document.implementation.createHTMLDocument('page');
  Object.defineProperty(page, 'readyState', {
    configurable: true,
    value: loaded ? 'complete' : 'loading',
  });
  page.documentElement.lang = 'en';
  page.head.innerHTML = '<style data-emotion="rp 1a2b">.rp-1a2b{color:red}</style>';
  page.body.innerHTML = body;

  let paintObserved: (() => void) | undefined;
  const paintEntries: { name: string }[] = [];
  const paintList = {
    getEntriesByName: (name: string) => paintEntries.filter((entry) => entry.name === name),
  };
  class FakePerformanceObserver {
    constructor(private readonly callback: (list: typeof paintList) => void) {}
    observe() {
      paintObserved = () => this.callback(paintList);
      // `buffered`: a paint that came before is reported too.
      if (paintEntries.length > 0) this.callback(paintList);
    }
    disconnect() {
      paintObserved = undefined;
    }
  }
  const fakeWindow = Object.assign(new EventTarget(), {
    MutationObserver: window.MutationObserver,
    Element: window.Element,
    HTMLFormElement: window.HTMLFormElement,
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    PerformanceObserver: canObservePaint ? FakePerformanceObserver : undefined,
    matchMedia: () => screen,
    // The phone menu's panel: requested, never answered (jsdom has no modal dialogs; e2e opens it).
    fetch: vi.fn(() => new Promise<never>(() => undefined)),
  }) as unknown as Window & typeof globalThis;

  const importModule = vi.fn(() => Promise.resolve());
  const install = () =>
    adoptEarlyInput(
      fakeWindow,
      installHydrationLoader(config, { document: page, window: fakeWindow, importModule }),
    );
  // As on a built page: its inline part holds early input until the loader's file has arrived.
  let loaderRequests = 0;
  if (loaderArrivesLater) captureEarlyInput(page, fakeWindow, () => (loaderRequests += 1));
  else install();

  return {
    page,
    importModule,
    fetched: () => (fakeWindow.fetch as ReturnType<typeof vi.fn>).mock.calls.map(([url]) => url as string),
    /** The loader's file arrives and runs. */
    arrive: install,
    loaderRequests: () => loaderRequests,
    element: (id: string) => page.getElementById(id) as HTMLElement,
    load: () => fakeWindow.dispatchEvent(new Event('load')),
    paint: () => {
      paintEntries.push({ name: 'first-contentful-paint' });
      paintObserved?.();
    },
    intent: (type: string) => fakeWindow.dispatchEvent(new Event(type)),
    /** Widens or narrows the window past the media query of videoBody's island. */
    resize: (toWide: boolean) => screen.set(toWide),
    /** Marks the islands (by element id) as React does once each has committed. */
    hydrate: (...islandIds: string[]) => {
      for (const id of islandIds) page.getElementById(id)?.setAttribute(hydratedAttribute, 'true');
    },
    preloaded: () =>
      Array.from(page.head.querySelectorAll('link[rel="modulepreload"]')).map((link) =>
        link.getAttribute('href'),
      ),
    /** The tags of <head>, in order: Emotion's style tag must stay last or it gets moved. */
    headOrder: () => Array.from(page.head.children, (element) => element.tagName.toLowerCase()),
  };
}

/** Lets timers and mutation observers run. */
const settle = async () => {
  await vi.advanceTimersByTimeAsync(10);
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Paints and loads the page, lets three seconds pass: nothing started, and the page says it is ready. */
async function expectReadyWithoutApp(page: ReturnType<typeof setUp>) {
  page.paint();
  page.load();
  await vi.advanceTimersByTimeAsync(3000);
  expect(page.importModule).not.toHaveBeenCalled();
  expect(page.preloaded()).toEqual([]);
  expect(page.page.documentElement.getAttribute(hydratedAttribute)).toBe('true');
}

describe('the hydration loader', () => {
  it('starts nothing on a page whose islands all wait for the visitor, and says it is ready', async () => {
    const page = setUp({ body: waitingBody });
    await expectReadyWithoutApp(page);
  });

  it('starts nothing where the media query of the only start-up island does not match, until it does', async () => {
    const page = setUp({ body: videoBody, wide: false });
    await expectReadyWithoutApp(page);
    page.resize(true);
    await settle();
    expect(page.importModule).toHaveBeenCalledExactlyOnceWith(config.entry);
    expect(page.preloaded()).toEqual([config.entry, ...config.preload, ...config.islands.HeroVideo]);
  });

  it('starts an island with a media query with the page where the query matches', async () => {
    const page = setUp({ body: videoBody, wide: true });
    page.paint();
    page.load();
    await settle();
    expect(page.importModule).toHaveBeenCalledExactlyOnceWith(config.entry);
    expect(page.preloaded()).toEqual([config.entry, ...config.preload, ...config.islands.HeroVideo]);
  });

  it('fetches a waiting island when the pointer comes over it, and marks it for the app to hydrate at once', async () => {
    const page = setUp({ body: waitingBody });
    page.paint();
    page.load();
    await settle();
    page.element('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    // All at once, in the same task: the visitor is waiting (at page start it is one chunk per task).
    expect(page.preloaded()).toEqual([config.entry, ...config.preload, ...config.islands.ServicesMenu]);
    await settle();
    expect(page.importModule).toHaveBeenCalledExactlyOnceWith(config.entry);
    expect(page.preloaded()).toEqual([config.entry, ...config.preload, ...config.islands.ServicesMenu]);
    expect(page.element('nav-island').hasAttribute('data-island-wanted')).toBe(true);
    // Passing over text outside any island fetches nothing more.
    page.element('text').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(page.importModule).toHaveBeenCalledOnce();
  });

  it("answers the phone menu's button itself: its panel fetched when reached for, a tap neither held nor starting the app", async () => {
    const page = setUp({ body: phoneMenuBody });
    await expectReadyWithoutApp(page);
    const toggle = page.element('phone-menu');
    toggle.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(page.fetched()).toEqual([config.phoneMenu.en]);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(tap);
    await settle();
    expect(tap.defaultPrevented).toBe(false);
    expect(page.fetched()).toEqual([config.phoneMenu.en]);
    expect(page.importModule).not.toHaveBeenCalled();
    expect(page.preloaded()).toEqual([]);
  });

  it('holds a tap on a waiting island until it has hydrated, then replays it', async () => {
    const page = setUp({ body: waitingBody });
    const clicks = vi.fn();
    page.element('menu').addEventListener('click', clicks);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('menu').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    await settle();
    expect(page.importModule).toHaveBeenCalledWith(config.entry);
    expect(page.element('nav-island').hasAttribute('data-island-wanted')).toBe(true);
    page.hydrate('nav-island');
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('takes over a tap held before it arrived: fetches and hydrates the island, then replays the tap once', async () => {
    const page = setUp({ body: waitingBody, loaderArrivesLater: true });
    const clicks = vi.fn();
    page.element('menu').addEventListener('click', clicks);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('menu').dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(page.loaderRequests()).toBeGreaterThan(0);
    expect(page.importModule).not.toHaveBeenCalled();
    page.arrive();
    await settle();
    expect(page.importModule).toHaveBeenCalledWith(config.entry);
    expect(page.element('nav-island').hasAttribute('data-island-wanted')).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    page.hydrate('nav-island');
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('takes over a submit held before it arrived, and never lets the form submit natively', async () => {
    const page = setUp({ loaderArrivesLater: true });
    const submits = vi.fn((event: Event) => event.preventDefault());
    page.element('form').addEventListener('submit', submits);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    page.element('form').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();
    page.arrive();
    await settle();
    // Replayed into the loader, which holds it again until the form's island has hydrated.
    expect(submits).not.toHaveBeenCalled();
    page.hydrate('form-island');
    await settle();
    expect(submits).toHaveBeenCalledOnce();
  });

  it('waits for no paint of its own when its inline part has waited already (a tab that never paints)', async () => {
    const page = setUp({ loaderArrivesLater: true });
    page.load();
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.loaderRequests()).toBe(1);
    page.arrive();
    await settle();
    expect(page.importModule).toHaveBeenCalledWith(config.entry);
  });

  it('is fetched once the page has loaded and been painted when nothing called for it earlier', () => {
    const page = setUp({ loaderArrivesLater: true });
    expect(page.loaderRequests()).toBe(0);
    page.load();
    expect(page.loaderRequests()).toBe(0);
    page.paint();
    expect(page.loaderRequests()).toBe(1);
  });

  it("starts the islands only once the page has loaded and painted, preloading every startup chunk and the page's islands' chunks ahead of the styles", async () => {
    const page = setUp();
    page.paint();
    await settle();
    expect(page.importModule).not.toHaveBeenCalled();

    page.load();
    await vi.advanceTimersByTimeAsync(0);
    // One chunk per task while nobody waits: the page may be taking input.
    expect(page.preloaded().length).toBeLessThan(config.preload.length + 4);
    await settle();
    expect(page.importModule).toHaveBeenCalledOnce();
    expect(page.importModule).toHaveBeenCalledWith(config.entry);
    // Each chunk once; not the chunks of islands that wait to be seen, nor of islands not on the page.
    expect(page.preloaded()).toEqual([
      config.entry,
      ...config.preload,
      '/assets/ServicesMenu-D.js',
      '/assets/IconButton-E.js',
      '/assets/ConsultationRequest-F.js',
    ]);
    expect(page.headOrder()).toEqual(['link', 'link', 'link', 'link', 'link', 'link', 'style']);

    page.intent('pointerdown');
    await settle();
    expect(page.importModule).toHaveBeenCalledOnce();
  });

  it('waits for the paint after the load event, and gives up waiting after two seconds', async () => {
    const painted = setUp();
    painted.load();
    await settle();
    expect(painted.importModule).not.toHaveBeenCalled();
    painted.paint();
    await settle();
    expect(painted.importModule).toHaveBeenCalledOnce();

    const hidden = setUp();
    hidden.load();
    await vi.advanceTimersByTimeAsync(1900);
    expect(hidden.importModule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(hidden.importModule).toHaveBeenCalledOnce();
  });

  it('starts after load alone where paint timing cannot be observed, and at once on a loaded page', async () => {
    const unobservable = setUp({ canObservePaint: false });
    await settle();
    expect(unobservable.importModule).not.toHaveBeenCalled();
    unobservable.load();
    await settle();
    expect(unobservable.importModule).toHaveBeenCalledOnce();

    const loaded = setUp({ loaded: true, canObservePaint: false });
    await settle();
    expect(loaded.importModule).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'starts at once when the visitor reaches for the page (%s)',
    async (type) => {
      const page = setUp();
      page.intent(type);
      await settle();
      expect(page.importModule).toHaveBeenCalledOnce();
    },
  );

  it("holds a click on a button until the button's island has hydrated, then replays it once", async () => {
    const page = setUp();
    const menu = page.element('menu');
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('menu-icon').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    expect(page.importModule).toHaveBeenCalledOnce();

    // Another island hydrating is not enough.
    page.hydrate('form-island');
    await settle();
    expect(clicks).not.toHaveBeenCalled();
    page.hydrate('nav-island');
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('holds a click in an island that waits to be seen until that island has hydrated', async () => {
    const page = setUp();
    const clicks = vi.fn();
    page.element('faq').addEventListener('click', clicks);
    page.element('faq').click();
    page.page.documentElement.setAttribute(hydratedAttribute, 'true');
    page.hydrate('nav-island', 'form-island');
    await settle();
    expect(clicks).not.toHaveBeenCalled();
    page.hydrate('faq-island');
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('replays only the last of several early clicks', async () => {
    const page = setUp();
    const clicks = vi.fn();
    page.element('menu').addEventListener('click', clicks);
    page.element('menu').click();
    page.element('menu').click();
    page.hydrate('nav-island');
    await settle();
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('leaves links alone: they navigate natively', () => {
    const page = setUp();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('blog-text').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(page.importModule).toHaveBeenCalledOnce();
  });

  it('never lets the browser submit a form natively, and submits it once hydrated', async () => {
    const page = setUp();
    const form = page.element('form') as HTMLFormElement;
    const submits = vi.fn((event: Event) => event.preventDefault());
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    form.addEventListener('submit', submits);
    page.hydrate('form-island');
    await settle();
    expect(submits).toHaveBeenCalledOnce();
  });

  it("steps aside once React has started hydrating the control's island (React replays events itself)", () => {
    const page = setUp();
    page.element('nav-island').setAttribute(hydratingAttribute, '');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('menu').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const faqClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.element('faq').dispatchEvent(faqClick);
    expect(faqClick.defaultPrevented).toBe(true);
  });
});
