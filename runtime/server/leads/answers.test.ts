import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PagesFile } from "../../../schema/pages.gen.ts";
import { expandEditions } from "../../foundation/content/expand.ts";
import { answersByName, leadAnswers } from "./answers.ts";

const shipped = JSON.parse(readFileSync(new URL("../../../pages.json", import.meta.url), "utf8")) as PagesFile;
const answers = leadAnswers(expandEditions(shipped));
const sent = { name: "Imran", email: "imran@example.com", phone: "0501234567", subject: "Boxes", inquiry: "quote", message: "Twenty boxes." };

describe("a lead's answers as the staff read them", () => {
  it("are under the form's labels in the site's first language, a choice as its words, in the form's order", () => {
    const expected = [
      { name: "name", label: "Full Name", value: "Imran" },
      { name: "email", label: "Email Address", value: "imran@example.com" },
      { name: "phone", label: "Phone Number", value: "0501234567" },
      { name: "subject", label: "Subject", value: "Boxes" },
      { name: "inquiry", label: "Inquiry Type", value: "Get a Quote" },
      { name: "message", label: "Message", value: "Twenty boxes." },
    ];
    const reordered = { message: sent.message, inquiry: sent.inquiry, name: sent.name, email: sent.email, phone: sent.phone, subject: sent.subject };
    expect(answers({ form: "contact", page: "/contact", fields: reordered })).toEqual(expected);
    // Sent from the Urdu page, and from a page that shows the form under an address of its own.
    expect(answers({ form: "contact", page: "/ur/contact", fields: sent })).toEqual(expected);
    expect(answers({ form: "pickup", page: "/ur/areas/dubai", fields: { name: "Sara", phone: "0501234567", pickupLocation: "Al Barsha" } })).toEqual([
      { name: "name", label: "Your Name", value: "Sara" },
      { name: "phone", label: "Phone", value: "0501234567" },
      { name: "pickupLocation", label: "Pickup Location", value: "Al Barsha" },
    ]);
  });

  it("keep what the form no longer has: a field under its name, a choice as its value, after the form's fields", () => {
    const older = { name: "Imran", inquiry: "warehouse", fax: "04 123" };
    expect(answers({ form: "contact", page: "/contact", fields: older })).toEqual([
      { name: "name", label: "Full Name", value: "Imran" },
      { name: "inquiry", label: "Inquiry Type", value: "warehouse" },
      { name: "fax", label: "fax", value: "04 123" },
    ]);
    // A form the site no longer has, or one of another page's name: every answer under its name.
    expect(answers({ form: "newsletter", page: "/contact", fields: older })).toEqual(answersByName({ form: "newsletter", page: "/contact", fields: older }));
    expect(answers({ form: "__proto__", page: "/contact", fields: { name: "x" } })).toEqual([{ name: "name", label: "name", value: "x" }]);
  });
});
