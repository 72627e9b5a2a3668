/** The page a script without React works on, passed in so tests and stories can give their own. */
export interface PageEnvironment {
  document: Document;
  window: Window & typeof globalThis;
}
