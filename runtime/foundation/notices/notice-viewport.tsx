// Where notices appear: top of the screen on phones, bottom right on wider screens. Each notice
// removes itself after the delay. The two live regions are always in the page, because screen
// readers miss a live region that arrives already filled: success is announced politely
// (role status), an error at once (role alert).
import { css } from "@emotion/react";
import { Icon } from "../ui/icon.tsx";
import { useEffect } from "react";
import { breakpoint, color, fontSize, radius, shadow, space } from "../theme/tokens.ts";
import type { Notice } from "./notice-context.ts";
import { useFallbackMarks } from "../site-context.tsx";

const viewport = css`
  position: fixed;
  z-index: 1000;
  top: ${space.md};
  inset-inline: ${space.md};
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  pointer-events: none;
  ${breakpoint.md} {
    top: auto;
    inset-inline-start: auto;
    bottom: ${space.lg};
    inset-inline-end: ${space.lg};
    width: 400px;
  }
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

const noticeBase = css`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 1px solid ${color("border")};
  border-inline-start-width: 6px;
  box-shadow: ${shadow.raised};
  @media (prefers-reduced-motion: no-preference) {
    animation: notice-in 0.2s ease-out;
  }
  @keyframes notice-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
`;

const tones = {
  success: css`
    background: ${color("surfaceRaised")};
    color: ${color("text")};
    border-inline-start-color: ${color("success")};
    svg.notice-icon {
      color: ${color("success")};
    }
  `,
  // Destructive style: the danger colours throughout.
  error: css`
    background: ${color("dangerBg")};
    color: ${color("danger")};
    border-color: ${color("danger")};
    svg.notice-icon {
      color: ${color("danger")};
    }
  `,
};

const body = css`
  flex: 1;
  min-width: 0;
  p {
    margin: 0;
  }
`;

const titleStyle = css`
  font-weight: 700;
`;

const closeButton = css`
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin-block-start: -${space.xs};
  margin-inline-end: -${space.xs};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${color("surface")};
  }
`;

function NoticeItem({
  notice,
  removeDelayMs,
  onDismiss,
  closeLabel,
}: {
  notice: Notice;
  removeDelayMs: number;
  onDismiss: (id: string) => void;
  closeLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(notice.id), removeDelayMs);
    return () => clearTimeout(timer);
  }, [notice.id, removeDelayMs, onDismiss]);

  const marks = useFallbackMarks();
  return (
    <div css={[noticeBase, tones[notice.tone]]} data-tone={notice.tone}>
      <Icon name={notice.tone === "error" ? "circle-alert" : "circle-check"} className="notice-icon" size={20} />
      <div css={body}>
        <p css={titleStyle} {...marks(notice.title)}>
          {notice.title}
        </p>
        <p css={{ fontSize: fontSize.sm }} {...marks(notice.text)}>
          {notice.text}
        </p>
      </div>
      <button type="button" css={closeButton} aria-label={closeLabel} {...marks.named(closeLabel)} onClick={() => onDismiss(notice.id)}>
        <Icon name="x" size={18} />
      </button>
    </div>
  );
}

export function NoticeViewport({
  notices,
  removeDelayMs,
  onDismiss,
  closeLabel,
}: {
  notices: readonly Notice[];
  removeDelayMs: number;
  onDismiss: (id: string) => void;
  /** What screen readers call a notice's close button. */
  closeLabel: string;
}) {
  return (
    <div css={viewport} data-notice-viewport="">
      {(["success", "error"] as const).map((tone) => (
        <div key={tone} css={stack} role={tone === "error" ? "alert" : "status"} aria-live={tone === "error" ? "assertive" : "polite"}>
          {notices
            .filter((notice) => notice.tone === tone)
            .map((notice) => (
              <NoticeItem key={notice.id} notice={notice} removeDelayMs={removeDelayMs} onDismiss={onDismiss} closeLabel={closeLabel} />
            ))}
        </div>
      ))}
    </div>
  );
}
