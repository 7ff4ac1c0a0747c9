// The closing panel: a link to the contact page and a button that opens the WhatsApp chat.
import { css } from "@emotion/react";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { ActionButton } from "../../runtime/foundation/ui/action-button.tsx";
import { color, space } from "../../runtime/foundation/theme/tokens.ts";
import { card, muted } from "../../runtime/foundation/ui/styles.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";

/** The schema fixes where the panel's contact link goes: the contact page, in the page's language, at its one address. */
const contactAddress = (languagePrefix: string) => `${languagePrefix}/contact/`;

const panel = css`
  margin-top: ${space.xl};
  text-align: center;
  background: ${color("surface")};
  h3 {
    margin-bottom: ${space.sm};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
`;

export function HelpPanel({ help }: { help: NonNullable<BlockOf<"faq">["help"]> }) {
  const marks = useFallbackMarks();
  const { prefix } = useSite().shell.language;
  return (
    <div css={[card, panel]}>
      <h3 {...marks(help.title)}>{help.title}</h3>
      <p css={muted} {...marks(help.text)}>
        {help.text}
      </p>
      <div css={actions}>
        <ActionButton button={{ kind: "link", label: help.contactLabel, href: contactAddress(prefix), style: "primary" }} />
        <ActionButton button={{ kind: "whatsapp", label: help.chatLabel, style: "secondary" }} />
      </div>
    </div>
  );
}
