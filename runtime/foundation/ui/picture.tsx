// A picture of pages.json as the site shows it. A photo the build made into sizes
// (cli/build/responsive-pictures.ts) is a <picture>: AVIF and WebP at a few widths, each with the
// block's `sizes` (how wide the box is at each screen width), so a phone fetches a few dozen KB
// where the original was megabytes; the <img> inside has the original's ratio as its width and
// height, so its room is kept before it loads (no layout shift). Anything else (an SVG, a picture
// in the dev server or the editor's preview, which have no sizes made) is an <img> of the file as
// it is, with the size the block gives. A page's main picture that is a small drawing is drawn
// from the page's HTML when the build gave one (InlineDrawings).
import type { Interpolation, Theme } from "@emotion/react";
import { createContext, useContext, type ImgHTMLAttributes } from "react";
import { useResponsivePicture } from "../site-context.tsx";

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "css"> {
  src: string;
  alt: string;
  /** The box's width at each screen width, as <img sizes> takes it: "(min-width: 1024px) 560px, 100vw". */
  sizes: string;
  /** The size an SVG or a picture with no sizes made is given (its box's ratio). */
  width: number;
  height: number;
  /** The page's main picture (a hero's): fetched first, before the page's other pictures. Others load as they come near the view. */
  priority?: boolean;
  /** Overrides `priority` for where the picture loads (a grid's first row, in view at once). */
  loading?: "eager" | "lazy";
  css?: Interpolation<Theme>;
}

/**
 * Where a picture with no sizes made is fetched from: its own address on the site. The editor's
 * preview gives its server's copy of public/ instead, so a photo just uploaded shows before it is
 * published (in the admin, the site's own addresses answer with the live version).
 */
export const PictureAddress = createContext<(src: string) => string>((src) => src);

/**
 * The small drawings the server's render writes into the page as data: addresses, by their path
 * (cli/build/inline-drawings.ts): given by the prerender alone. A page's main picture among them
 * comes with the HTML instead of a request after it; the browser keeps the image the HTML drew
 * when it hydrates (React does not change an attribute that differs from what it renders), and a
 * page reached by a link in the app, which has no HTML of its own, fetches it by its address.
 */
export const InlineDrawings = createContext<Readonly<Record<string, string>>>({});

export function Picture({ src, sizes, width, height, priority = false, loading, ...image }: PictureProps) {
  const made = useResponsivePicture(src);
  const address = useContext(PictureAddress);
  const drawings = useContext(InlineDrawings);
  const drawing = Object.hasOwn(drawings, src) ? drawings[src] : undefined;
  // Nothing to fetch, so no fetch priority: with one, the render would also preload the address.
  if (priority && drawing) return <img src={drawing} width={width} height={height} {...image} suppressHydrationWarning />;
  const fetching = { loading: loading ?? (priority ? "eager" : "lazy"), ...(priority && { fetchPriority: "high" as const }) };
  if (!made) return <img src={address(src)} width={width} height={height} {...fetching} {...image} />;
  return (
    // No box of its own: the <img> is laid out as it would be without it, by the block's styles.
    <picture css={{ display: "contents" }}>
      {made.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={made.src} width={made.width} height={made.height} {...fetching} {...image} />
    </picture>
  );
}
