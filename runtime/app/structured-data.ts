// JSON-LD every page carries: the company as a LocalBusiness. What a block adds (the questions of
// a FAQ) is said by the block's meta.
import type { ShellData } from "../foundation/site-data.ts";

export function organizationLd(shell: ShellData): Record<string, unknown> {
  const { site } = shell;
  return {
    "@context": "https://schema.org",
    "@type": "MovingCompany",
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    telephone: site.phone,
    email: site.email,
    image: `${site.url}${site.socialImage.src}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.area,
      addressCountry: "AE",
    },
    currenciesAccepted: site.payment.currency,
    paymentAccepted: site.payment.methods.join(", "),
    openingHours: site.hours.map((line) => `${line.days} ${line.time}`),
    areaServed: ["United Arab Emirates", "Pakistan"],
  };
}
