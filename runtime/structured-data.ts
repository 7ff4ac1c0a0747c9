// JSON-LD every page carries: the company as a LocalBusiness, and the questions on a FAQ page.
import type { PageData, ShellData } from "./data/types.ts";

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

export function faqLd(data: PageData): Record<string, unknown> | null {
  const faq = data.page.blocks.find((block) => block.type === "faq");
  if (!faq || faq.type !== "faq") return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.categories.flatMap((category) =>
      category.items.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    ),
  };
}
