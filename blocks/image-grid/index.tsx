import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, radius, shadow, space } from "../../runtime/foundation/theme/tokens.ts";
import { container } from "../../runtime/foundation/ui/styles.ts";
import { Picture } from "../../runtime/foundation/ui/picture.tsx";
import { useRef } from "react";
import { useFlip } from "./use-flip.ts";
import { useReshuffle } from "./use-reshuffle.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

// The schema asks for exactly 16 pictures: four rows of four.
const columns = 4;
const rows = 4;
// The grid pictures are drawn square (300x300); the attributes reserve their space before loading.
const imageSize = 300;

// The grid is the picture half of the home page hero, so it continues the hero's dark band.
const band = css`
  background: ${color("heroBg")};
  padding: 0 0 ${space.xl};
  ${breakpoint.md} {
    padding-bottom: ${space.xxl};
  }
`;

const gridStyle = css`
  list-style: none;
  margin: 0;
  padding: ${space.xs};
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  grid-template-rows: repeat(${rows}, minmax(0, 1fr));
  gap: ${space.xs};
  border-radius: ${radius.lg};
  background: rgba(255, 255, 255, 0.06);
  box-shadow: ${shadow.raised};
  ${breakpoint.md} {
    gap: ${space.sm};
    padding: ${space.sm};
  }
`;

const tileStyle = css`
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  border-radius: ${radius.sm};
  background: ${color("surface")};
  ${breakpoint.md} {
    border-radius: ${radius.md};
  }
`;

const imageStyle = css`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// On wide screens the grid is kept at most twice as wide as high, so the square pictures are not
// cropped to thin strips; on phones it takes the full width and the tiles are nearly square.
function sized(height: number) {
  return css`
    height: ${height}px;
    max-width: ${height * 2}px;
    margin: 0 auto;
  `;
}

/** Sixteen pictures, four by four, that trade places every few seconds. */
export function ImageGridBlock({ block }: { block: BlockOf<"image-grid"> }) {
  const { images } = block;
  const list = useRef<HTMLUListElement>(null);
  const order = useReshuffle(images.length, block.intervalMs, list);
  useFlip(list, order, block.durationMs);
  const marks = useFallbackMarks();
  return (
    <div css={band}>
      <div css={container}>
        <ul ref={list} aria-label={block.label} {...marks.named(block.label)} css={[gridStyle, sized(block.height)]}>
          {order.map((index) => {
            const image = images[index];
            if (!image) return null;
            return (
              <li key={index} data-key={index} css={tileStyle}>
                <Picture
                  src={image.src}
                  alt={image.alt}
                  {...marks.named(image.alt)}
                  // A quarter of the grid, which is at most twice its height wide.
                  sizes={`(min-width: ${block.height * 2}px) ${Math.round(block.height / 2)}px, 25vw`}
                  width={imageSize}
                  height={imageSize}
                  // Keyed by the declared position, which is also the first render's position.
                  loading={index < columns ? "eager" : "lazy"}
                  css={imageStyle}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
