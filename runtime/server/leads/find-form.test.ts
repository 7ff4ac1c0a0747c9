import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/pages.gen.ts";
import { expandEditions } from "../../foundation/content/expand.ts";
import { indexForms } from "./find-form.ts";

const shipped = JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile;

/** The shipped file with an alias for the Dubai area page and the contact form on the not-found page too. */
function changedFile(): PagesFile {
  const file = structuredClone(shipped);
  const dubai = file.families.areas.entries.find((entry) => entry.slug === "dubai")!;
  Object.assign(dubai, { aliases: ["/dubai-pickup"] });
  const contactForm = file.pages.find((page) => page.route === "/contact")!.blocks.find((block) => block.type === "form")!;
  file.pages.find((page) => page.route === "*")!.blocks.push(contactForm);
  return file;
}

describe("indexForms", () => {
  const forms = indexForms(expandEditions(changedFile()));

  it("lets a lead name a page that shows a form, in every language, by its route or an alias", () => {
    for (const page of ["/contact", "/ur/contact", "/areas/dubai", "/ur/areas/al-ain", "/dubai-pickup", "/ur/dubai-pickup"]) {
      expect(forms.isFormPage(page), page).toBe(true);
    }
    expect(forms.find("pickup", "/dubai-pickup")?.id).toBe("pickup");
  });

  it("never a page without a form, a not-found page (even one that shows a form) or a pattern", () => {
    for (const page of ["/", "/about", "/ur/", "/pakistan-cargo-to-karachi", "/karachi-cargo", "*", "/ur/*", "/services/*", "/areas/{slug}"]) {
      expect(forms.isFormPage(page), page).toBe(false);
    }
  });

  it("finds the form of the page named, in its language, or the form with that id on another page", () => {
    const urdu = forms.find("contact", "/ur/contact");
    expect(urdu).not.toBe(forms.find("contact", "/contact"));
    expect(forms.find("contact", "/areas/dubai")).toBe(forms.find("contact", "/contact"));
    expect(forms.find("newsletter", "/contact")).toBeNull();
    expect(forms.find("__proto__", "/contact")).toBeNull();
    expect(forms.find("constructor", "/contact")).toBeNull();
  });
});
