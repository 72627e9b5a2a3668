import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createEmotionCache } from '../lib/emotionCache';
import { hydratedAttribute, hydratingAttribute } from '../lib/hydrationLoader';
import {
  islandIdAttribute,
  islandNameAttribute,
  islandPropsAttribute,
} from '../lib/islands/attributes';
import { getIslandTheme, IslandRoot } from './IslandProviders';
import { isIslandName, islands as islandModules } from './islands';

/** Loads the code of the page's islands (see src/lib/islands/Island.tsx) and hydrates each in place. */
export async function hydrateIslands(document: Document): Promise<void> {
  const root = document.documentElement;
  const elements = Array.from(document.querySelectorAll<HTMLElement>(`[${islandNameAttribute}]`));
  const islands = await Promise.all(
    elements.map(async (element) => {
      const name = element.getAttribute(islandNameAttribute) ?? '';
      if (!isIslandName(name)) throw new Error(`The page has an unknown island "${name}"`);
      const { Component } = await islandModules[name].load();
      return { element, Component };
    }),
  );
  getIslandTheme();

  let pending = islands.length;
  const markHydrated = () => root.setAttribute(hydratedAttribute, 'true');
  // From here React replays early clicks itself; the page's loader stops holding them.
  root.setAttribute(hydratingAttribute, '');
  if (pending === 0) markHydrated();

  const cache = createEmotionCache();
  for (const { element, Component } of islands) {
    let committed = false;
    const onCommit = () => {
      if (committed) return;
      committed = true;
      pending -= 1;
      if (pending === 0) markHydrated();
    };
    const props = JSON.parse(element.getAttribute(islandPropsAttribute) ?? '{}') as object;
    const identifierPrefix = element.getAttribute(islandIdAttribute) ?? '';
    // As a transition, hydration yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(element, <IslandRoot cache={cache} Component={Component} props={props} onCommit={onCommit} />, {
        identifierPrefix,
      });
    });
  }
}
