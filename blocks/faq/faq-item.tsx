// One question: a button that opens and closes its answer (the disclosure pattern).
import { css } from "@emotion/react";
import { color, fontSize, radius, space } from "../../runtime/foundation/theme/tokens.ts";
import { muted } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks } from "../../runtime/foundation/site-context.tsx";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";

const itemStyle = css`
  border-bottom: 1px solid ${color("border")};
  &:last-of-type {
    border-bottom: 0;
  }
  h4 {
    margin: 0;
    font-size: ${fontSize.base};
  }
`;

const toggle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  width: 100%;
  min-height: 44px;
  padding: ${space.md} ${space.xs};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color("text")};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    flex-shrink: 0;
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${color("link")};
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const answerStyle = css`
  padding: 0 ${space.xs} ${space.md};
  p {
    margin: 0;
  }
`;

export function FaqItem({ id, question, answer, open, onToggle }: { id: string; question: string; answer: string; open: boolean; onToggle: () => void }) {
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  const marks = useFallbackMarks();
  return (
    <div css={itemStyle}>
      <h4>
        <button type="button" id={buttonId} css={toggle} aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span {...marks(question)}>{question}</span>
          <Icon name="chevron-down" size={20} />
        </button>
      </h4>
      <div id={answerId} role="region" aria-labelledby={buttonId} hidden={!open} css={answerStyle}>
        <p css={muted} {...marks(answer)}>
          {answer}
        </p>
      </div>
    </div>
  );
}
