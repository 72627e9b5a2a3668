import { StrictMode, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import type { Locale } from '../lib/i18n/locale';
import { LocaleContext } from '../lib/i18n/LocaleContext';

/** Calls back once its root has committed: the island is interactive from then on. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

export interface IslandRootProps {
  /** The page's language (its <html lang>): links and formats follow it. */
  locale: Locale;
  // Islands of every kind come through here with their props parsed from JSON.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  Component: ComponentType<any>;
  props: object;
  onCommit?: () => void;
  /** What goes around the island (the theme, for MUI islands): none for an island without styles. */
  Providers?: ComponentType<{ children: ReactNode }>;
}

/**
 * An island's whole tree: the same on the server and in the browser, so their React ids agree. Kept
 * apart from the theme (./IslandProviders) so an island without styles hydrates without its code.
 */
export function IslandRoot({ locale, Component, props, onCommit = () => {}, Providers }: IslandRootProps) {
  const island = (
    <Committed onCommit={onCommit}>
      <Component {...props} />
    </Committed>
  );
  return (
    <StrictMode>
      <LocaleContext value={locale}>{Providers ? <Providers>{island}</Providers> : island}</LocaleContext>
    </StrictMode>
  );
}
