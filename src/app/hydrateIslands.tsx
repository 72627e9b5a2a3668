import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '../lib/emotionCache';
import {
  hydratedAttribute,
  hydratingAttribute,
  islandIdAttribute,
  islandNameAttribute,
  islandPropsAttribute,
  waitsToBeSeen,
} from '../lib/islands/attributes';
import { nextTask } from '../lib/nextTask';
import { defaultLocale, isLocale, type Locale } from '../lib/i18n/locale';
import { getIslandTheme, IslandRoot } from './IslandProviders';
import { loadIsland } from './islands';

/**
 * An island that waits to be seen loads as it enters the viewport. No margin ahead of it: the home
 * page's step highlight starts only just below the first screen of a phone, and a margin would
 * bring its code back into every first visit.
 */
const visibleMargin = '0px';
/** Reaching into an island that waits to be seen hydrates it at once, wherever it is. */
const intentEvents = ['pointerdown', 'focusin', 'keydown'] as const;

/** Loads one island's code and hydrates it in place; the promise settles once it has committed. */
async function hydrateIsland(element: HTMLElement, cache: EmotionCache, locale: Locale) {
  const { Component } = await loadIsland(element.getAttribute(islandNameAttribute) ?? '');
  const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
  const identifierPrefix = element.getAttribute(islandIdAttribute) ?? '';
  await new Promise<void>((resolve) => {
    const onCommit = () => {
      element.setAttribute(hydratedAttribute, 'true');
      resolve();
    };
    // From here React replays early clicks on the island itself; the page's loader stops holding them.
    element.setAttribute(hydratingAttribute, '');
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot cache={cache} locale={locale} Component={Component} props={props} onCommit={onCommit} />,
        {
          identifierPrefix,
        },
      );
    });
  });
}

/** Calls `callback` once, when `element` enters the viewport or the visitor reaches into it. */
function whenWanted(element: HTMLElement, callback: () => void): void {
  let done = false;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run();
    },
    { rootMargin: visibleMargin },
  );
  function run() {
    if (done) return;
    done = true;
    observer.disconnect();
    for (const type of intentEvents) element.removeEventListener(type, run, true);
    callback();
  }
  // The island's element has no box of its own (display: contents); its content does.
  for (const child of Array.from(element.children)) observer.observe(child);
  for (const type of intentEvents) element.addEventListener(type, run, true);
}

/**
 * Hydrates the page's islands (see src/lib/islands/Island.tsx): each a root of its own, its code
 * loaded by name. Islands that wait to be seen hydrate when they enter the viewport.
 */
export async function hydrateIslands(document: Document): Promise<void> {
  const root = document.documentElement;
  const elements = Array.from(document.querySelectorAll<HTMLElement>(`[${islandNameAttribute}]`));
  // The theme takes a task of its own: on a first visit its code runs, and compiles, for the first time.
  getIslandTheme();
  await nextTask();
  const cache = createEmotionCache();
  const lang = root.lang;
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;

  root.setAttribute(hydratingAttribute, '');
  const withPage = elements.filter((element) => !waitsToBeSeen(element));
  for (const element of elements.filter(waitsToBeSeen))
    whenWanted(element, () => void hydrateIsland(element, cache, locale));
  await Promise.all(withPage.map((element) => hydrateIsland(element, cache, locale)));
  // The page is interactive: every island that came with it has committed.
  root.setAttribute(hydratedAttribute, 'true');
}
