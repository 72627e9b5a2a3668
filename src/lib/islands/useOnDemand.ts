import { useCallback, useState } from 'react';

/**
 * A component whose code loads when it is first wanted (the Services menu's list), drawn only once
 * that code is here rather than through React.lazy and Suspense. A lazy component suspends on its
 * first render even when its module has already arrived, and React then holds back the reveal of what
 * suspended for up to 300 ms (its fallback throttle): the first tap on the phone menu, an island then,
 * took half a second on a fast machine, most of it that wait.
 *
 * Returns the loaded component (undefined until then) and `load`, which fetches it if need be and
 * resolves once it is there, so a click handler can open what it draws in the same update.
 */
export function useOnDemand<C>(loader: () => Promise<C>): readonly [C | undefined, () => Promise<C>] {
  // Boxed: a component is a function, which useState would take for an updater.
  const [loaded, setLoaded] = useState<{ component: C }>();
  const load = useCallback(
    () =>
      loader().then((component) => {
        setLoaded((current) => current ?? { component });
        return component;
      }),
    [loader],
  );
  return [loaded?.component, load] as const;
}
