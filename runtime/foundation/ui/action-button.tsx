// The buttons pages.json declares: call the company, open a WhatsApp chat, or go to a link.
import type { Button as ButtonSchema } from "../../../schema/index.ts";
import type { Localized } from "../content/types.ts";

type Button = Localized<ButtonSchema>;
import { telHref, whatsappHref } from "../actions.ts";
import { useFallbackMarks, useSite } from "../site-context.tsx";
import { trackEvent } from "../tracking.ts";
import { Icon } from "./icon.tsx";
import { MarkedText } from "./marked-text.tsx";
import { SmartLink } from "./smart-link.tsx";
import { buttonStyles } from "./styles.ts";

export function ActionButton({ button }: { button: Button }) {
  const { shell, data } = useSite();
  const marks = useFallbackMarks();
  const { site } = shell;
  const style = buttonStyles[button.style ?? (button.kind === "link" ? "outline" : button.kind === "call" ? "primary" : "secondary")];
  const source = data.page.route;
  if (button.kind === "call") {
    return (
      <a href={telHref(site.phone)} css={style} onClick={() => trackEvent(site, { category: "Contact", action: "Call", label: source })}>
        <Icon name="phone" size={18} />
        <MarkedText text={button.label} />
      </a>
    );
  }
  if (button.kind === "whatsapp") {
    return (
      <a
        href={whatsappHref(site.whatsapp, data.page.whatsappMessage)}
        target="_blank"
        rel="noopener noreferrer"
        css={style}
        onClick={() => trackEvent(site, { category: "Contact", action: "WhatsApp", label: source })}
      >
        <Icon name="message-circle" size={18} />
        <MarkedText text={button.label} />
      </a>
    );
  }
  if (!button.href) {
    // pages.json gives this button no target (the spec's non-functional Get a Quote); pages lint warns.
    return (
      <button type="button" css={style} {...marks(button.label)}>
        {button.label}
      </button>
    );
  }
  return (
    <SmartLink href={button.href} css={style} {...marks(button.label)}>
      {button.label}
    </SmartLink>
  );
}

export function ButtonRow({ buttons }: { buttons: readonly Button[] }) {
  return (
    <div css={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "1rem" }}>
      {buttons.map((button) => (
        <ActionButton key={`${button.kind}-${button.label}`} button={button} />
      ))}
    </div>
  );
}
