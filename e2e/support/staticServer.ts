/**
 * The production build behind scripts/serve (a static host's behaviour plus the build's _headers)
 * for e2e/security-headers.spec.ts: one port above the preview server unless E2E_STATIC_PORT is set,
 * so parallel runs on other E2E_PORTs do not share it.
 */
export const staticServerPort = Number(
  process.env.E2E_STATIC_PORT ?? Number(process.env.E2E_PORT ?? 4321) + 1,
);
export const staticServerUrl = `http://127.0.0.1:${staticServerPort}`;
