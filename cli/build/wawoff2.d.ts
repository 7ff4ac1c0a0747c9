// wawoff2 (Google's WOFF2 encoder and decoder compiled to WebAssembly) has no types of its own: the two
// calls the build (cli/build/language-fonts.ts) and the bench (cli/bench/phone-fonts.ts) make.
declare module "wawoff2" {
  /** The WOFF2 bytes of a TrueType or OpenType font. */
  export function compress(font: Uint8Array): Promise<Uint8Array>;
  /** The TrueType or OpenType bytes of a WOFF2 font. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
