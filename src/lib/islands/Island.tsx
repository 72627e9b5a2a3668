/**
 * Islands: on a prerendered page only the interactive parts hydrate. Each is a root of its own, so the
 * browser downloads and runs the code of those parts and nothing else: the rest of the page is HTML
 * that never needs React. Everywhere else (the dev server, the client-only build, Storybook, unit
 * tests) an island is its component, rendered in place.
 */
import { createContext, use, useId, type ComponentType, type JSX } from 'react';
import {
  islandIdAttribute,
  islandLoadAttribute,
  islandMediaAttribute,
  islandNameAttribute,
  islandPropsAttribute,
  type IslandLoad,
} from './attributes';

export interface CollectedIsland {
  id: string;
  name: string;
  // The component's props type is erased once islands of every kind share one list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  Component: ComponentType<any>;
  /** Whether it hydrates inside the theme's providers (see `island`). */
  themed: boolean;
  /** The props as the browser will see them: parsed back from the JSON in the page. */
  props: Record<string, unknown>;
}

/** What a `*.island.tsx` file exports by default: the island, and its component for hydrating. */
// Islands of every kind share one list, their props arriving as JSON.
/* eslint-disable @typescript-eslint/no-explicit-any -- see above */
export type IslandComponent = ComponentType<any> & {
  Component: ComponentType<any>;
  themed: boolean;
  load: IslandLoad;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Collects the islands a page renders; present only while rendering pages on the server
 * (src/entry-server.tsx). `nameOf` names an island by the file that declares it.
 */
export class IslandCollector {
  private readonly byId = new Map<string, CollectedIsland>();

  constructor(readonly nameOf: (island: unknown) => string | undefined) {}

  add(island: CollectedIsland): void {
    // A component can render more than once (Suspense retries); its id stays the same.
    this.byId.set(island.id, island);
  }

  get islands(): CollectedIsland[] {
    return [...this.byId.values()];
  }
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Where the prerender puts the island's own render, inside its element. */
export function islandPlaceholder(id: string): string {
  return `<!--island:${id}-->`;
}

/** The island's React id prefix: its ids must not collide with another island's or the page's. */
function prefixOf(reactId: string): string {
  return `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}-`;
}

/**
 * Makes `Component` an island: the default export of a `*.island.tsx` file, whose path is the island's
 * name (src/app/islands.ts). The props must survive JSON: the page carries them to the browser.
 * `load: 'visible'` is for islands below the first screen: their code is fetched when they come into
 * view, not with the page; `load: 'interaction'` for controls fetched when the visitor reaches for them.
 * `themed: false` is for an island that uses neither MUI nor Emotion: it hydrates without the theme's
 * code, so a page whose only start-up island it is needs nothing but React. `media` narrows an island
 * that starts with the page to the screens and preferences where it does anything (see
 * islandMediaAttribute): elsewhere the page loads none of its code.
 */
export function island<P extends object>(
  Component: ComponentType<P>,
  { load = 'page', themed = true, media }: { load?: IslandLoad; themed?: boolean; media?: string } = {},
) {
  if (media !== undefined && load !== 'page')
    throw new Error('An island waits for a media query or for its load condition, not both');
  function IslandOf(props: P): JSX.Element {
    const collector = use(IslandCollectorContext);
    const reactId = useId();
    if (!collector) return <Component {...props} />;
    const name = collector.nameOf(IslandOf);
    if (name === undefined)
      throw new Error(
        `${Component.displayName ?? Component.name}: an island must be the default export of a *.island.tsx file`,
      );
    const id = prefixOf(reactId);
    const json = JSON.stringify(props);
    collector.add({ id, name, Component, themed, props: JSON.parse(json) as Record<string, unknown> });
    return (
      <div
        {...{
          [islandNameAttribute]: name,
          [islandIdAttribute]: id,
          [islandPropsAttribute]: json,
          [islandLoadAttribute]: load === 'page' ? undefined : load,
          [islandMediaAttribute]: media,
        }}
        // The island's element must not change the layout its content had in place.
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: islandPlaceholder(id) }}
      />
    );
  }
  IslandOf.displayName = `Island(${Component.displayName ?? Component.name})`;
  IslandOf.Component = Component;
  IslandOf.themed = themed;
  IslandOf.load = load;
  return IslandOf;
}
