import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { FaqBlock } from "./index.tsx";

const block = blockOn<BlockOf<"faq">>("/faq", "faq");
const categoryNames = ["Shipping Process", "Services & Pricing", "Tracking & Delivery", "Customs & Regulations"];

function renderFaq() {
  const user = userEvent.setup();
  const result = renderOnPage(<FaqBlock block={block} />, "/faq");
  const search = screen.getByRole("searchbox", { name: "Search FAQs" });
  return { user, search, ...result };
}

const categoryHeadings = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
/** The question toggles, in page order. */
const questions = () => Array.from(document.querySelectorAll<HTMLButtonElement>("button[aria-expanded]"));

describe("FaqBlock", () => {
  it("shows every category and question while the search is empty", () => {
    renderFaq();
    expect(screen.getByRole("heading", { level: 2, name: "How Can We Help?" })).toBeInTheDocument();
    expect(categoryHeadings()).toEqual([...categoryNames, "Still Have Questions?"]);
    expect(questions()).toHaveLength(12);
  });

  it("filters by question text, case-insensitively, and drops categories with no match", async () => {
    const { user, search } = renderFaq();
    await user.type(search, "PAYMENT");
    expect(categoryHeadings()).toEqual(["Services & Pricing", "Still Have Questions?"]);
    expect(questions().map((button) => button.textContent)).toEqual(["Which payment methods do you accept?"]);
  });

  it("matches the answer text too", async () => {
    const { user, search } = renderFaq();
    await user.type(search, "cnic");
    expect(categoryHeadings()).toEqual(["Customs & Regulations", "Still Have Questions?"]);
    expect(questions().map((button) => button.textContent)).toEqual(["Do I need to deal with customs myself?"]);
  });

  it("keeps every category that has a match", async () => {
    const { user, search } = renderFaq();
    await user.type(search, "customs");
    // "customs inspections" is in a Shipping Process answer.
    expect(categoryHeadings()).toEqual(["Shipping Process", "Customs & Regulations", "Still Have Questions?"]);
    expect(questions().map((button) => button.textContent)).toEqual([
      "How long does sea freight take to reach Pakistan?",
      "Do I need to deal with customs myself?",
    ]);
  });

  it("shows the no-results state, and Clear Search empties the box, refocuses it and shows everything", async () => {
    const { user, search } = renderFaq();
    await user.type(search, "hovercraft");
    expect(screen.getByRole("heading", { name: "No results found" })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find any FAQs matching your search query. Please try a different search or browse our categories."),
    ).toBeInTheDocument();
    expect(questions()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear Search" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "No results found" })).not.toBeInTheDocument();
    expect(categoryHeadings()).toEqual([...categoryNames, "Still Have Questions?"]);
  });

  it("opens one answer at a time across all categories", async () => {
    const { user } = renderFaq();
    const first = screen.getByRole("button", { name: "How do I book a shipment?" });
    const other = screen.getByRole("button", { name: "Can I track my shipment?" });
    const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute("aria-controls") ?? "");

    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(answerOf(first)).not.toBeVisible();
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);

    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(answerOf(first)).toBeVisible();
    expect(answerOf(first)).toHaveTextContent(/Call us, message us on WhatsApp/);

    await user.click(other);
    expect(other).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(answerOf(first)).not.toBeVisible();
    expect(screen.getAllByRole("button", { expanded: true })).toEqual([other]);

    await user.click(other);
    expect(other).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0);
  });

  it("keeps an open answer open while it still matches the search", async () => {
    const { user, search } = renderFaq();
    await user.click(screen.getByRole("button", { name: "Which payment methods do you accept?" }));
    await user.type(search, "pay");
    expect(screen.getByRole("button", { name: "Which payment methods do you accept?" })).toHaveAttribute("aria-expanded", "true");
  });

  it("ends with links to the contact page and the WhatsApp chat", () => {
    const { shell, data } = renderFaq();
    const help = screen.getByRole("heading", { name: "Still Have Questions?" }).parentElement!;
    expect(within(help).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact/");
    const chat = within(help).getByRole("link", { name: "Start Live Chat" });
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("href", `https://wa.me/${shell.site.whatsapp}?text=${encodeURIComponent(data.page.whatsappMessage)}`);
  });
});
