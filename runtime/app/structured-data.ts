// The JSON-LD of a page, written by the prerender into its <head> (runtime/app/entry-server.tsx) and
// never part of the visitor's script: search engines read each page as it is served.
//
// Every page describes the company (a MovingCompany, one @id for it in every language, so the pages
// all name one organisation) in the page's own language, and itself as a WebPage in that language
// at its own address, published by the company. A page of the services family also describes its
// Service, provided by the company. What a block adds (a FAQ's questions, a breadcrumb's trail) is
// said by the block's meta (blocks/<type>/meta.ts), which is given the page too.
import { blocksStructuredData } from "../../blocks/meta.ts";
import { canonicalUrl, inLanguage } from "../foundation/content/languages.ts";
import type { PageData, ShellData } from "../foundation/site-data.ts";

type Node = Record<string, unknown>;

/** The company's identifier: the same on every page of every language. */
export function organizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** Opening hours as schema.org reads them: days and 24-hour times, whatever the page's language. */
function openingHours(hours: ShellData["site"]["hours"]): Node[] {
  return hours.flatMap((line) =>
    line.dayOfWeek && line.opens && line.closes
      ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: line.dayOfWeek.map((day) => `https://schema.org/${day}`), opens: line.opens, closes: line.closes }]
      : [],
  );
}

/** The company, described in the page's language, its address being the home page in that language. */
export function organizationLd(shell: ShellData): Node {
  const { site } = shell;
  const { street, area, city, region } = site.address;
  const specification = openingHours(site.hours);
  return {
    "@type": "MovingCompany",
    "@id": organizationId(site.url),
    name: site.name,
    description: site.tagline,
    url: canonicalUrl(site.url, inLanguage("/", shell.language)),
    telephone: site.phone,
    email: site.email,
    image: `${site.url}${site.socialImage.src}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${street}, ${area}`,
      addressLocality: city,
      ...(region && { addressRegion: region }),
      addressCountry: "AE",
    },
    currenciesAccepted: site.payment.currency,
    // Each way to pay by its name in the page's language, where pages.json gives one.
    paymentAccepted: site.payment.methods.map((method) => shell.labels.paymentMethods?.[method] ?? method).join(", "),
    ...(specification.length > 0 && { openingHoursSpecification: specification }),
    ...(site.areaServed && { areaServed: site.areaServed.map((name) => ({ "@type": "Country", name })) }),
  };
}

/** The page itself, in its language, at its own address; a page of the services family also as a Service. */
function pageNodes(shell: ShellData, data: PageData): Node[] {
  const { site } = shell;
  const { page } = data;
  if (!page.canonical || data.status !== 200) return [];
  const company = { "@id": organizationId(site.url) };
  const webPage: Node = {
    "@type": "WebPage",
    "@id": page.canonical,
    url: page.canonical,
    name: page.seo.title,
    description: page.seo.description,
    inLanguage: shell.language.code,
    publisher: company,
  };
  if (page.family !== "services") return [webPage];
  const service: Node = {
    "@type": "Service",
    "@id": `${page.canonical}#service`,
    name: page.label ?? page.seo.title,
    description: page.seo.description,
    url: page.canonical,
    provider: company,
    ...(site.areaServed && { areaServed: site.areaServed.map((name) => ({ "@type": "Country", name })) }),
  };
  return [{ ...webPage, mainEntity: { "@id": service["@id"] } }, service];
}

/** Every JSON-LD object of a page: the company and the page in one graph, then what its blocks add. */
export function pageStructuredData(shell: ShellData, data: PageData): Node[] {
  const graph = { "@context": "https://schema.org", "@graph": [organizationLd(shell), ...pageNodes(shell, data)] };
  return [graph, ...blocksStructuredData(data.page.blocks, { shell, data })];
}
