// Where a map of the office would go: a drawn street plan with a pin and the block's line of text.
// No map service is loaded; the drawing is decoration and the caption carries the meaning.
import { css, keyframes } from "@emotion/react";
import { useId } from "react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { breakpoint, color, fontSize, radius, shadow, space } from "../../runtime/foundation/theme/tokens.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const pulse = keyframes`
  from { transform: translate(-50%, -50%) scale(0.4); opacity: 0.7; }
  to { transform: translate(-50%, -50%) scale(1.6); opacity: 0; }
`;

const frame = css`
  position: relative;
  margin: ${space.lg} 0 0;
  border-radius: ${radius.lg};
  border: 1px solid ${color("border")};
  overflow: hidden;
  box-shadow: ${shadow.card};
  background: ${color("surface")};
`;

const canvas = css`
  position: relative;
  height: 260px;
  ${breakpoint.md} {
    height: 360px;
  }
  & > svg {
    width: 100%;
    height: 100%;
  }
  & .block {
    fill: ${color("surfaceRaised")};
    stroke: ${color("border")};
  }
  & .water {
    fill: ${color("accent")};
    opacity: 0.18;
  }
  & .road {
    fill: none;
    stroke: ${color("border")};
    stroke-linecap: round;
  }
  & .route {
    fill: none;
    stroke: ${color("accent")};
    stroke-width: 4;
    stroke-dasharray: 2 12;
    stroke-linecap: round;
  }
`;

// The pin is centred on its spot: left and translate(-50%) put it in the middle whichever way the page reads.
const pinSpot = css`
  position: absolute;
  left: 50%;
  top: 46%;
  width: 0;
  height: 0;
`;

const ring = css`
  position: absolute;
  left: 0;
  top: 0;
  width: 120px;
  height: 120px;
  border-radius: ${radius.pill};
  background: ${color("highlight")};
  transform: translate(-50%, -50%) scale(0.6);
  opacity: 0.25;
  // Twice, 4.8 s: a decoration with no button to pause it moves by itself for five seconds at most
  // (WCAG 2.2.2). It then rests as it shows with reduced motion.
  animation: ${pulse} 2.4s ease-out 2;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const pin = css`
  position: absolute;
  left: -28px;
  top: -70px;
  width: 56px;
  max-width: none;
  height: 70px;
  filter: drop-shadow(0 6px 8px rgba(11, 37, 69, 0.35));
  & .head {
    fill: ${color("highlight")};
    stroke: ${color("primary")};
    stroke-width: 3;
  }
  & .dot {
    fill: ${color("primary")};
  }
`;

const caption = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-top: 1px solid ${color("border")};
  background: ${color("surfaceRaised")};
  color: ${color("text")};
  font-size: ${fontSize.lg};
  font-weight: 600;
  & > svg {
    flex-shrink: 0;
    color: ${color("accent")};
  }
`;

function StreetPlan() {
  return (
    <svg viewBox="0 0 800 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <path className="water" d="M0 300 C 160 250, 260 330, 420 290 S 680 230, 800 270 L 800 360 L 0 360 Z" />
      <g className="road">
        <path d="M-10 120 H 810" strokeWidth="18" />
        <path d="M-10 215 C 200 200, 560 230, 810 190" strokeWidth="12" />
        <path d="M180 -10 V 370" strokeWidth="14" />
        <path d="M520 -10 C 500 120, 560 220, 540 370" strokeWidth="18" />
        <path d="M680 -10 V 250" strokeWidth="8" />
        <path d="M60 -10 L 300 260" strokeWidth="6" />
      </g>
      <g className="block">
        <rect x="30" y="20" width="120" height="80" rx="10" />
        <rect x="210" y="20" width="130" height="80" rx="10" />
        <rect x="360" y="30" width="130" height="70" rx="10" />
        <rect x="580" y="20" width="80" height="80" rx="10" />
        <rect x="700" y="30" width="90" height="70" rx="10" />
        <rect x="30" y="140" width="120" height="55" rx="10" />
        <rect x="210" y="140" width="110" height="55" rx="10" />
        <rect x="590" y="140" width="70" height="40" rx="10" />
        <rect x="700" y="130" width="90" height="45" rx="10" />
        <rect x="220" y="235" width="150" height="40" rx="10" />
      </g>
      <path className="route" d="M60 340 C 160 300, 260 260, 330 215 S 380 170, 400 160" />
    </svg>
  );
}

export function MapBlock({ block }: { block: BlockOf<"map"> }) {
  const captionId = useId();
  return (
    <Section title={block.title}>
      <figure css={frame} aria-labelledby={captionId}>
        <div css={canvas}>
          <StreetPlan />
          <div css={pinSpot} aria-hidden="true">
            <span css={ring} />
            <svg css={pin} viewBox="0 0 64 80" focusable="false">
              <path className="head" d="M32 3C16 3 3 16 3 32c0 21 29 44 29 44s29-23 29-44C61 16 48 3 32 3z" />
              <circle className="dot" cx="32" cy="31" r="10" />
            </svg>
          </div>
        </div>
        <figcaption id={captionId} css={caption}>
          <Icon name="map-pin" size={22} />
          <MarkedText text={block.text} />
        </figcaption>
      </figure>
    </Section>
  );
}
