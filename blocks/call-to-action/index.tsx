// A panel asking the visitor to act: a coloured band across the page, or a framed quote box.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, fontSize, radius, shadow, space } from "../../runtime/foundation/theme/tokens.ts";
import { ButtonRow } from "../../runtime/foundation/ui/action-button.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { container } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";

// The band uses the hero colours (dark in both themes) rather than the accent: the secondary
// (accent) WhatsApp button would disappear on an accent band.
const band = css`
  position: relative;
  overflow: hidden;
  padding: ${space.xxl} 0;
  background:
    radial-gradient(circle at 85% 20%, rgba(95, 208, 198, 0.28), transparent 45%),
    radial-gradient(circle at 10% 110%, rgba(242, 165, 65, 0.12), transparent 40%), ${color("heroBg")};
  color: ${color("heroText")};
  text-align: center;
`;

const bandInner = css`
  ${container};
  max-width: 52rem;
  & > div:last-child {
    justify-content: center;
    margin-top: ${space.lg};
  }
`;

const bandTitle = css`
  font-size: ${fontSize.xxl};
  color: ${color("heroText")};
`;

const bandText = css`
  color: ${color("heroMuted")};
  font-size: ${fontSize.lg};
  max-width: 60ch;
  margin: 0 auto;
`;

const box = css`
  position: relative;
  display: grid;
  gap: ${space.md};
  padding: ${space.lg};
  border: 1px solid ${color("border")};
  border-inline-start: 6px solid ${color("highlight")};
  border-radius: ${radius.lg};
  background: ${color("surface")};
  box-shadow: ${shadow.card};
  ${breakpoint.md} {
    padding: ${space.xl};
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${space.xl};
    & > div:last-child {
      margin-top: 0;
      justify-content: flex-end;
    }
  }
`;

const boxTitle = css`
  font-size: ${fontSize.xl};
  margin: 0 0 ${space.sm};
`;

const boxText = css`
  color: ${color("textMuted")};
  margin: 0;
  max-width: 60ch;
`;

export function CallToActionBlock({ block }: { block: BlockOf<"call-to-action"> }) {
  const marks = useFallbackMarks();
  if ((block.style ?? "banner") === "banner") {
    return (
      <section css={band}>
        <div css={bandInner}>
          <h2 css={bandTitle} {...marks(block.title)}>
            {block.title}
          </h2>
          {block.text && (
            <p css={bandText} {...marks(block.text)}>
              {block.text}
            </p>
          )}
          <ButtonRow buttons={block.buttons} />
        </div>
      </section>
    );
  }
  return (
    <Section>
      <div css={box}>
        <div>
          <h2 css={boxTitle} {...marks(block.title)}>
            {block.title}
          </h2>
          {block.text && (
            <p css={boxText} {...marks(block.text)}>
              {block.text}
            </p>
          )}
        </div>
        <ButtonRow buttons={block.buttons} />
      </div>
    </Section>
  );
}
