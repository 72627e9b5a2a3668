import { useEffect } from 'react';

/**
 * Logs the path that was not found (SPEC). An island of its own, drawing nothing: the prerendered 404
 * page is served for every unknown path, so only the browser knows which one was asked for. The path
 * from the router re-runs it when the app navigates from one unknown path to another.
 */
export function NotFoundLog({ pathname }: { pathname: string }) {
  useEffect(() => {
    // console.warn, not console.error: the spec asks for the path to be logged, and test runs treat errors as failures.
    console.warn(`Page not found: ${window.location.pathname}`);
  }, [pathname]);
  return null;
}
