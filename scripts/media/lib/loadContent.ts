/**
 * Loads the site's content modules the way the site does: through Vite, which gives them
 * `import.meta.env` (site.ts reads its VITE_ settings there) and resolves their extensionless imports.
 * A bare Vite (no config file, so none of the app's plugins and no backend) in middleware mode, closed
 * again once the modules are read.
 */
export async function loadContentModules<T extends readonly unknown[]>(
  root: string,
  paths: { readonly [K in keyof T]: string },
): Promise<T> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    // No WebSocket: in middleware mode Vite opens one on the fixed port 24678, and two such servers at
    // once (npm test runs the unit and e2e suites side by side) failed the second with "Port in use".
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules: unknown[] = [];
    for (const path of paths) modules.push(await server.ssrLoadModule(path));
    // ssrLoadModule answers Record<string, any>; the caller names the modules' types.
    return modules as unknown as T;
  } finally {
    await server.close();
  }
}
