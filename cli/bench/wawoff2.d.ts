// wawoff2 (Google's WOFF2 decoder compiled to WebAssembly) has no types of its own: what the bench uses of it.
declare module "wawoff2" {
  /** The TrueType or OpenType bytes of a WOFF2 font. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
