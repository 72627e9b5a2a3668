/**
 * The part of the hydration loader every page inlines: what the visitor does before the loader has
 * arrived. The loader itself (src/lib/hydrationLoader.ts with the site's configuration, 3.4 kB after
 * brotli) is a file every page shares, fetched once the page has loaded and been painted, or as soon
 * as the visitor reaches for a control; inline it made 33 of the 64 documents miss a new connection's
 * first round trip (issue 24).
 *
 * Until the loader runs, a click on a control of an island React does not yet own, or a form's submit,
 * is held back (a form must never submit natively: its fields would go into the URL of a GET request)
 * and handed over, with the islands reached for and whether the visitor showed intent; the loader then
 * treats them as if it had seen them itself (adoptEarlyInput).
 */
import {
  hydratedAttribute,
  hydratingAttribute,
  islandOf,
  reachEvents,
  waitsForInteraction,
} from './attributes';
import { whenLoadedAndPainted } from './afterFirstPaint';
import { phoneMenuSelector } from '../phoneMenu/attributes';
import { colorModeToggleSelector } from '../colorMode/colorModeToggle';

const heldControlSelector = 'button, [role="button"], [role="tab"], [role="switch"], summary';
/** Any of these anywhere on the page starts the app (React, not yet the code of islands that wait). */
export const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * The part of the page the loader answers itself, without React (src/lib/loaderControls.ts: the phone
 * menu, its button and its panel, and the colour toggle), that `target` is in: a click there waits for
 * the loader alone, and using it does not start the app.
 */
const loaderControlSelector = `${phoneMenuSelector}, ${colorModeToggleSelector}`;
export function loaderControlOf(target: EventTarget | null): HTMLElement | null {
  // The window and the document, targets too, have no closest().
  return (target as Partial<Element> | null)?.closest?.<HTMLElement>(loaderControlSelector) ?? null;
}

/** What the visitor did before the loader arrived, for the loader to carry out. */
export interface EarlyInput {
  /** The visitor pressed, touched, typed or focused: the app starts. */
  intent: boolean;
  /** The page has loaded and painted (or given up waiting for a paint): the loader need not wait again. */
  pageReady: boolean;
  /** Islands that wait for the visitor and were reached for, in order. */
  reached: Element[];
  /** The last held click or submit, replayed through the loader. */
  replay?: () => void;
  /** Removes the early listeners: the loader's own take over. */
  stop: () => void;
}

const handoffKey = '__rupantaranEarlyInput';
type WithHandoff = Window & { [handoffKey]?: EarlyInput };

/** The island `element` is in, or the whole page (`root`) for one outside any. */
export function ownerOf(element: Element, root: Element): Element {
  return islandOf(element) ?? root;
}

/** Whether React is hydrating (or has hydrated) `owner`: it then replays early events itself. */
export function reactOwns(owner: Element): boolean {
  return owner.hasAttribute(hydratingAttribute) || owner.hasAttribute(hydratedAttribute);
}

/** The control a click activates that must wait for its island's code, or null (a link, plain text). */
export function clickedControl(event: Event, window: Window & typeof globalThis): HTMLElement | null {
  const target = event.target instanceof window.Element ? event.target : null;
  const control = target?.closest<HTMLElement>(heldControlSelector);
  return control && !control.closest('a[href]') ? control : null;
}

/**
 * Holds early input until `requestLoader` has brought the loader, which it calls at once for input and
 * once the page has loaded and been painted. `requestLoader` may be called more than once.
 */
export function captureEarlyInput(
  document: Document,
  window: Window & typeof globalThis,
  requestLoader: () => void,
): EarlyInput {
  const root = document.documentElement;
  /** The visitor wants the page's controls: the app starts, unless they reached for the loader's own. */
  const want = (event: Event) => {
    if (!loaderControlOf(event.target)) input.intent = true;
    requestLoader();
  };
  const hold = (event: Event, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    input.replay = replay;
    want(event);
  };
  const onClick = (event: Event) => {
    const control = clickedControl(event, window);
    if (!control || reactOwns(ownerOf(control, root))) return want(event);
    const island = islandOf(control);
    if (island && waitsForInteraction(island)) input.reached.push(island);
    hold(event, () => {
      if (control.isConnected) control.click();
    });
  };
  const onSubmit = (event: Event) => {
    const form = event.target instanceof window.HTMLFormElement ? event.target : null;
    if (!form || reactOwns(ownerOf(form, root))) return want(event);
    hold(event, () => {
      if (form.isConnected) form.requestSubmit();
    });
  };
  const onReach = (event: Event) => {
    const island = event.target instanceof window.Element ? islandOf(event.target) : null;
    if (!island || !waitsForInteraction(island) || input.reached.includes(island)) return;
    input.reached.push(island);
    requestLoader();
  };
  const capture = { capture: true, passive: true } as const;
  const input: EarlyInput = {
    intent: false,
    pageReady: false,
    reached: [],
    stop: () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      for (const type of intentEvents) window.removeEventListener(type, want, capture);
      for (const type of reachEvents) document.removeEventListener(type, onReach, capture);
    },
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  for (const type of intentEvents) window.addEventListener(type, want, capture);
  for (const type of reachEvents) document.addEventListener(type, onReach, capture);
  (window as WithHandoff)[handoffKey] = input;
  // Not at the load event alone: on a fast connection the page loads before its first paint, and a
  // request that ends before the largest paint is one the page's paint waited on, in the browser's
  // own scheduling and in Lighthouse's model of a phone.
  whenLoadedAndPainted(document, window, () => {
    input.pageReady = true;
    requestLoader();
  });
  return input;
}

/** What the loader offers early input: see installHydrationLoader. */
export interface EarlyInputTarget {
  start: () => void;
  reach: (island: Element) => void;
  /** What the loader does once the page has loaded and painted, without waiting for that itself. */
  pageReady: () => void;
}

/** Ends the early capture, if the page had one, and carries out what it held, through `loader`. */
export function adoptEarlyInput(window: Window, loader: EarlyInputTarget): void {
  const input = (window as WithHandoff)[handoffKey];
  if (!input) return;
  (window as WithHandoff)[handoffKey] = undefined;
  input.stop();
  for (const island of input.reached) loader.reach(island);
  if (input.pageReady) loader.pageReady();
  if (input.intent) loader.start();
  input.replay?.();
}
