// A lead's page as rendered for the inbox: its answers under their form's labels (the server gives
// them: leads/answers.ts), and its WhatsApp button carries the greeting, in the words given (the
// server picks them in the lead's language: leads/reply-greeting.ts), or none.
import { describe, expect, it } from "vitest";
import { leadPage } from "./pages.tsx";
import type { Session } from "./sessions.ts";

describe("a lead's page", () => {
  const session = { user: { id: 1, name: "Ayesha", role: "sales" }, csrfToken: "token" } as Session;
  const page = (greeting: string) =>
    leadPage(session, {
      lead: {
        id: "lead-1",
        receivedAt: "2026-11-26T05:30:00.000Z",
        form: "contact",
        page: "/contact",
        language: null,
        fields: { name: "Sara", phone: "0501234567" },
        status: "new",
        lostReason: null,
        assignee: null,
      },
      answers: [
        { name: "name", label: "Full Name", value: "Sara" },
        { name: "inquiry", label: "Inquiry Type", value: "Get a Quote" },
      ],
      events: [],
      users: [],
      timeZone: "Asia/Dubai",
      languageName: (code) => code,
      greeting,
    });

  it("opens the WhatsApp chat with the greeting written in, and with no text when there is none", () => {
    const greeting = "السلام علیکم Sara، & <b>?";
    expect(page(greeting)).toContain(`href="https://wa.me/971501234567?text=${encodeURIComponent(greeting)}"`);
    expect(page("")).toContain('href="https://wa.me/971501234567"');
  });

  it("shows each answer under its label, never the field's name", () => {
    expect(page("")).toContain("<dt>Full Name</dt><dd><bdi>Sara</bdi></dd>");
    expect(page("")).toContain("<dt>Inquiry Type</dt><dd><bdi>Get a Quote</bdi></dd>");
    expect(page("")).not.toContain("<dt>name</dt>");
  });
});
