// subset-font (harfbuzz compiled to WebAssembly) ships no types: the one call the build makes.
declare module "subset-font" {
  export default function subsetFont(font: Uint8Array, text: string, options?: { targetFormat?: "woff2" | "woff" | "sfnt" | "truetype" }): Promise<Buffer>;
}
