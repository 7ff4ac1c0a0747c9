import { css } from "@emotion/react";
import { telHref } from "../../foundation/actions.ts";
import type { ShellData } from "../../foundation/site-data.ts";
import { useFallbackMarks } from "../../foundation/site-context.tsx";
import { breakpoint, color, maxWidth, space } from "../../foundation/theme/tokens.ts";
import { Icon } from "../../foundation/ui/icon.tsx";
import { MarkedText } from "../../foundation/ui/marked-text.tsx";
import { smallText } from "./nav-styles.ts";
import { laidOutNearViewUntilStarted } from "../../foundation/ui/styles.ts";

const footerStyle = css`
  background: ${color("heroBg")};
  color: ${color("heroMuted")};
  padding: ${space.xl} 0 ${space.lg};
  a {
    color: ${color("heroText")};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    color: ${color("heroText")};
    font-size: 1.05rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
  }
`;

const columns = css`
  max-width: ${maxWidth};
  margin: 0 auto;
  padding: 0 ${space.md};
  display: grid;
  gap: ${space.xl};
  grid-template-columns: 1fr;
  ${breakpoint.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${breakpoint.lg} {
    grid-template-columns: 1.3fr repeat(4, minmax(0, 1fr));
  }
  ${laidOutNearViewUntilStarted};
`;

const contactLine = css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-start;
  svg {
    margin-top: 0.25rem;
    flex-shrink: 0;
  }
`;

const seeAll = css`
  margin-top: ${space.xs};
  font-weight: 600;
`;

const bottom = css`
  max-width: ${maxWidth};
  margin: ${space.xl} auto 0;
  padding: ${space.md} ${space.md} 0;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  justify-content: space-between;
`;

export function Footer({ shell }: { shell: ShellData }) {
  const { site, footer } = shell;
  const marks = useFallbackMarks();
  return (
    <footer css={footerStyle}>
      <div css={columns}>
        <div>
          <h2>
            <bdi>{site.name}</bdi>
          </h2>
          <p {...marks(footer.about)}>{footer.about}</p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title} {...marks.named(column.title)}>
            <h2 {...marks(column.title)}>{column.title}</h2>
            {/* A column can list many cities: plain anchors, followed in the app by useSiteLinkClicks. */}
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...marks(link.label)}>
                    {link.label}
                  </a>
                </li>
              ))}
              {column.seeAll && (
                <li css={seeAll}>
                  <a href={column.seeAll.href} {...marks(column.seeAll.label)}>
                    {column.seeAll.label}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ))}
        <div>
          <h2 {...marks(footer.contactTitle)}>{footer.contactTitle}</h2>
          <ul>
            <li css={contactLine}>
              <Icon name="phone" size={16} />
              <a href={telHref(site.phone)} dir="ltr" style={{ whiteSpace: "nowrap" }}>
                {site.phone}
              </a>
            </li>
            <li css={contactLine}>
              <Icon name="mail" size={16} />
              <a href={`mailto:${site.email}`} dir="ltr">
                {site.email}
              </a>
            </li>
            <li css={contactLine}>
              <Icon name="map-pin" size={16} />
              <address
                css={css`
                  font-style: normal;
                `}
              >
                <MarkedText text={site.address.street} />, <MarkedText text={site.address.area} />, <MarkedText text={site.address.city} />,{" "}
                <MarkedText text={site.address.country} />
              </address>
            </li>
            {site.hours.map((line) => (
              <li key={line.days} css={contactLine}>
                <Icon name="clock" size={16} />
                <MarkedText text={line.days} />: <MarkedText text={line.time} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div css={[bottom, smallText]}>
        <p {...marks(footer.copyright)}>{footer.copyright.replace("{year}", String(footer.year))}</p>
        <ul
          css={css`
            display: flex;
            gap: ${space.md};
          `}
        >
          {footer.legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href} {...marks(link.label)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
