import { css } from "@emotion/react";
import { useId } from "react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, fontSize, radius, shadow, space, leading, maxWidth } from "../../runtime/foundation/theme/tokens.ts";
import { ButtonRow } from "../../runtime/foundation/ui/action-button.tsx";
import { container } from "../../runtime/foundation/ui/styles.ts";
import { Picture } from "../../runtime/foundation/ui/picture.tsx";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

// pages.json gives no picture size; hero pictures are drawn 2:1 (1200x600). The box keeps that
// ratio and the picture covers it, so another size still reserves its space without a shift.
const imageWidth = 1200;
const imageHeight = 600;

// How wide the picture is drawn: beside the text from 1024 px (a little under half the container, at
// most 1200 px wide), above or below it on smaller screens, the screen's width.
const imageSizes = `(min-width: ${maxWidth}) ${Math.round(Number.parseInt(maxWidth, 10) * 0.47)}px, (min-width: 1024px) 47vw, 100vw`;

const band = css`
  background: ${color("heroBg")};
  color: ${color("heroText")};
  padding: ${space.xl} 0;
  ${breakpoint.md} {
    padding: ${space.xxl} 0;
  }
`;

const layout = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
`;

const withImage = css`
  ${breakpoint.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const titleStyle = css`
  font-size: ${fontSize.hero};
  line-height: ${leading.tight};
  letter-spacing: -0.01em;
  margin: 0 0 ${space.md};
  max-width: 22ch;
  text-wrap: balance;
`;

const textStyle = css`
  font-size: ${fontSize.lg};
  line-height: ${leading.normal};
  color: ${color("heroMuted")};
  margin: 0;
  max-width: 60ch;
`;

const imageStyle = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${imageWidth} / ${imageHeight};
  object-fit: cover;
  border-radius: ${radius.lg};
  box-shadow: ${shadow.raised};
`;

/** The banner at the top of a page: the page's only h1, its pitch, an optional picture and buttons. */
export function HeroBlock({ block }: { block: BlockOf<"hero"> }) {
  const headingId = useId();
  const { image } = block;
  const marks = useFallbackMarks();
  return (
    <section css={band} aria-labelledby={headingId}>
      <div css={[container, layout, image && withImage]}>
        <div>
          <h1 id={headingId} css={titleStyle} {...marks(block.title)}>
            {block.title}
          </h1>
          <p css={textStyle} {...marks(block.text)}>
            {block.text}
          </p>
          {block.buttons && block.buttons.length > 0 && <ButtonRow buttons={block.buttons} />}
        </div>
        {image && (
          // The page's main picture: fetched first (its LCP).
          <Picture
            src={image}
            alt={block.imageAlt ?? ""}
            {...marks.named(block.imageAlt)}
            sizes={imageSizes}
            width={imageWidth}
            height={imageHeight}
            priority
            css={imageStyle}
          />
        )}
      </div>
    </section>
  );
}
