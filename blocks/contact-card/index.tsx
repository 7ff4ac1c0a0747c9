// The company's phone, email, office address and working hours. Every fact comes from site in
// pages.json; the block may only swap the phone for a regional office's number.
import { css } from "@emotion/react";
import type { ReactNode } from "react";
import type { IconName } from "../../schema/index.ts";
import type { BlockOf } from "../../runtime/foundation/index.ts";
import { telHref } from "../../runtime/foundation/actions.ts";
import { useFallbackMarks, useSite } from "../../runtime/foundation/site-context.tsx";
import { breakpoint, color, fontSize, space } from "../../runtime/foundation/theme/tokens.ts";
import { trackEvent } from "../../runtime/foundation/tracking.ts";
import { Icon } from "../../runtime/foundation/ui/icon.tsx";
import { Section } from "../../runtime/foundation/ui/section.tsx";
import { card, iconBadge } from "../../runtime/foundation/ui/styles.ts";

const panel = css`
  ${card};
  padding: ${space.lg} ${space.md};
  margin-top: ${space.lg};
  display: grid;
  gap: ${space.lg};
  ${breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: ${space.xl};
    gap: ${space.xl} ${space.lg};
  }
`;

const row = css`
  display: flex;
  align-items: flex-start;
  gap: ${space.md};
  min-width: 0;
`;

const badge = css`
  ${iconBadge};
  background: ${color("accent")};
  color: ${color("accentText")};
`;

const label = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${color("textMuted")};
`;

const value = css`
  margin: 0;
  font-size: ${fontSize.base};
  ${breakpoint.md} {
    font-size: ${fontSize.lg};
  }
  font-style: normal;
  overflow-wrap: anywhere;
  & > span {
    display: block;
  }
`;

const link = css`
  color: ${color("link")};
  font-weight: 700;
  text-decoration-thickness: 1px;
  text-underline-offset: 3px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

const hoursList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${fontSize.base};
  & li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${space.md};
    max-width: 22rem;
    padding: ${space.xs} 0;
    border-bottom: 1px dashed ${color("border")};
  }
  & li:last-child {
    border-bottom: 0;
  }
`;

function Row({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  const marks = useFallbackMarks();
  return (
    <div css={row}>
      <span css={badge}>
        <Icon name={icon} size={22} />
      </span>
      <div css={{ flex: 1, minWidth: 0 }}>
        <h3 css={label} {...marks(title)}>
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}

export function ContactCardBlock({ block }: { block: BlockOf<"contact-card"> }) {
  const { shell, data } = useSite();
  const marks = useFallbackMarks();
  const { site } = shell;
  const phone = block.phone ?? site.phone;
  const { street, area, city, country } = site.address;
  return (
    <Section title={block.title}>
      <div css={panel}>
        <Row icon="phone" title={shell.labels.phone}>
          <p css={value}>
            <a href={telHref(phone)} dir="ltr" css={link} onClick={() => trackEvent(site, { category: "Contact", action: "Call", label: data.page.route })}>
              {phone}
            </a>
          </p>
        </Row>
        <Row icon="mail" title={shell.labels.email}>
          <p css={value}>
            <a href={`mailto:${site.email}`} dir="ltr" css={link}>
              {site.email}
            </a>
          </p>
        </Row>
        <Row icon="map-pin" title={shell.labels.office}>
          <address css={value}>
            <span {...marks(street)}>{street}</span>
            <span {...marks(area)}>{area}</span>
            <span {...marks(city)}>{city}</span>
            <span {...marks(country)}>{country}</span>
          </address>
        </Row>
        {block.showHours && (
          <Row icon="clock" title={shell.labels.workingHours}>
            <ul css={hoursList}>
              {site.hours.map((line) => (
                <li key={line.days}>
                  <span {...marks(line.days)}>{line.days}</span>
                  <strong {...marks(line.time)}>{line.time}</strong>
                </li>
              ))}
            </ul>
          </Row>
        )}
      </div>
    </Section>
  );
}
