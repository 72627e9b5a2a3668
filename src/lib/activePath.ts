/**
 * Whether a link to `path` stands for the page at `pathname` (both without a language prefix): the
 * page itself, or one below it; the home page only itself. The header's entries (content/navigation.ts)
 * and the phone menu's script (phoneMenu/phoneMenu.ts) mark the current page by it.
 */
export function isActivePath(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
