/**
 * MUI gives every element it draws global class names (`MuiButton-root`, `MuiTypography-body1`, …) so
 * that stylesheets and scripts can find it. On a prerendered page most are read by nothing, since the
 * theme styles through Emotion's own classes, yet they cost every page 0.3–0.5 kB after brotli. That was
 * more than `/ne/services` was past a new connection's first round trip (14.6 kB, issue 24).
 *
 * A class stays when a page stylesheet of the build or the site's own source names it:
 * - a rule's selector (`.Mui-disabled`, `.MuiButton-startIcon`);
 * - a class one of our scripts looks for: `MuiButton-root`, which analytics reads to tell a call to
 *   action.
 *
 * MUI's own scripts are not read for names. They spell out the classes they give (`MuiBox-root`), and
 * they look for classes only inside the component that gave them, which is an island. Islands keep
 * their classes, because React hydrates an island's markup as it rendered it.
 */
import { islandRanges } from './siteStyles.ts';

/** MUI's global class names: `Mui` and a component, or `Mui` alone for a state, then `-` and a slot. */
const muiClass = /\bMui[A-Za-z]*-[A-Za-z0-9]+\b/g;
const classAttribute = / class="([^"]*)"/g;

/** The MUI class names the given stylesheets and scripts name. */
export function muiClassesNamedIn(texts: Iterable<string>): Set<string> {
  const named = new Set<string>();
  for (const text of texts) for (const [name] of text.matchAll(muiClass)) named.add(name);
  return named;
}

/** `html` without the MUI classes nothing in `named` reads, outside its islands. */
export function dropUnreadClasses(html: string, named: ReadonlySet<string>): string {
  const islands = islandRanges(html);
  return html.replace(classAttribute, (attribute: string, value: string, offset: number) => {
    if (islands.some(([start, end]) => offset > start && offset < end)) return attribute;
    const kept = value
      .split(' ')
      .filter((name) => name !== '' && (!/^Mui[A-Za-z]*-/.test(name) || named.has(name)));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
