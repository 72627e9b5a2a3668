// wawoff2 (Google's woff2 compiled to WebAssembly) ships no type declarations.
declare module 'wawoff2' {
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
