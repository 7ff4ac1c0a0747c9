// A panel with a button that opens a WhatsApp chat with the company, prefilled with the page's message.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { whatsappHref } from "../../runtime/foundation/actions.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { breakpoint, color, fontSize, radius, shadow, space } from "../../runtime/foundation/theme/tokens.ts";
import { trackEvent } from "../../runtime/foundation/tracking.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { buttonStyles } from "../../runtime/foundation/ui/styles.ts";
import { MarkedText } from "../../runtime/foundation/ui/marked-text.tsx";

const panel = css`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${color("border")};
  background: radial-gradient(circle at 100% 0%, color-mix(in srgb, ${color("accent")} 14%, transparent), transparent 55%), ${color("surfaceRaised")};
  box-shadow: ${shadow.card};
  ${breakpoint.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: ${space.lg};
    padding: ${space.xl};
  }
`;

const bubble = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${radius.pill};
  background: ${color("success")};
  color: ${color("bg")};
`;

const title = css`
  font-size: ${fontSize.xl};
  margin: 0 0 ${space.xs};
`;

const text = css`
  margin: 0;
  color: ${color("textMuted")};
  max-width: 60ch;
`;

export function LiveChatBlock({ block }: { block: BlockOf<"live-chat"> }) {
  const { shell, data } = useSite();
  const { site } = shell;
  const marks = useFallbackMarks();
  return (
    <Section>
      <div css={panel}>
        <span css={bubble}>
          <Icon name="message-circle" size={32} />
        </span>
        <div>
          <h2 css={title} {...marks(block.title)}>
            {block.title}
          </h2>
          <p css={text} {...marks(block.text)}>
            {block.text}
          </p>
        </div>
        <a
          href={whatsappHref(site.whatsapp, data.page.whatsappMessage)}
          target="_blank"
          rel="noopener noreferrer"
          css={buttonStyles.secondary}
          onClick={() => trackEvent(site, { category: "Contact", action: "WhatsApp", label: data.page.route })}
        >
          <Icon name="message-circle" size={18} />
          <MarkedText text={block.label} />
        </a>
      </div>
    </Section>
  );
}
