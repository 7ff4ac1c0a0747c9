import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, radius, shadow, space } from "../../runtime/foundation/theme/tokens.ts";
import { buttonStyles, container } from "../../runtime/foundation/ui/styles.ts";
import { Picture } from "../../runtime/foundation/ui/picture.tsx";
import { HeldStill } from "../../runtime/foundation/ui/held-still.ts";
import { useContext, useRef, useState } from "react";
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

// Under the grid, at the end of the line (the right in English, the left in Urdu), in the band's
// light text. The button is the site's outline button, whose style every page that has the hero's
// second button already carries; pressed, it is filled, so the grid's state shows at a glance. A
// visitor who prefers reduced motion never sees the grid move, so has no use for it.
const pauseRow = css`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space.sm};
  color: ${color("heroText")};
  > [aria-pressed="true"] {
    background: ${color("heroText")};
    color: ${color("heroBg")};
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

// On wide screens the grid is kept at most twice as wide as high, so the square pictures are not
// cropped to thin strips; on phones it takes the full width and the tiles are nearly square. Its
// pause button lines up with its end.
function widthFor(height: number) {
  return css`
    max-width: ${height * 2}px;
    margin: 0 auto;
  `;
}

/**
 * Sixteen pictures, four by four, that trade places every few seconds, with a button under them that
 * pauses them (WCAG 2.2.2: what moves by itself for more than five seconds can be stopped). The
 * button keeps its words and says whether it is pressed, as the theme's button does.
 */
export function ImageGridBlock({ block }: { block: BlockOf<"image-grid"> }) {
  const { images } = block;
  const list = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  // Where the page is held still (the editor's preview) the grid never moves: nothing to pause.
  const still = useContext(HeldStill);
  const order = useReshuffle(images.length, block.intervalMs, list, still || paused);
  useFlip(list, order, block.durationMs);
  const marks = useFallbackMarks();
  return (
    <div css={band}>
      <div css={container}>
        <div css={widthFor(block.height)}>
          <ul ref={list} aria-label={block.label} {...marks.named(block.label)} css={[gridStyle, { height: block.height }]}>
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
          {still ? null : (
            <div css={pauseRow}>
              <button type="button" css={buttonStyles.outline} aria-pressed={paused} onClick={() => setPaused((was) => !was)} {...marks(block.pauseLabel)}>
                {block.pauseLabel}
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
