import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { LiveChatBlock } from "./index.tsx";

type LiveChat = BlockOf<"live-chat">;

afterEach(() => vi.restoreAllMocks());

describe("LiveChatBlock", () => {
  it("opens a WhatsApp chat in a new tab with the page's greeting", () => {
    const { data, shell } = renderOnPage(<LiveChatBlock block={blockOn<LiveChat>("/contact", "live-chat")} />, "/contact");

    expect(screen.getByRole("heading", { level: 2, name: "Chat with Us on WhatsApp" })).toBeInTheDocument();
    expect(screen.getByText(/WhatsApp support 7 days a week/)).toBeInTheDocument();
    const button = screen.getByRole("link", { name: "Start Live Chat" });
    expect(data.page.whatsappMessage).toBe("Hello! I would like to know more about your cargo services from the UAE to Pakistan.");
    expect(button).toHaveAttribute(
      "href",
      `https://wa.me/${shell.site.whatsapp}?text=Hello!%20I%20would%20like%20to%20know%20more%20about%20your%20cargo%20services%20from%20the%20UAE%20to%20Pakistan.`,
    );
    expect(button).toHaveAttribute("target", "_blank");
    expect(button.getAttribute("rel")).toContain("noopener");
  });

  it("uses the current page's own message elsewhere", () => {
    const block: LiveChat = { type: "live-chat", title: "Chat", text: "Ask us anything.", label: "Chat now" };
    const { shell } = renderOnPage(<LiveChatBlock block={block} />, "/areas/sharjah");
    expect(screen.getByRole("link", { name: "Chat now" }).getAttribute("href")).toBe(
      `https://wa.me/${shell.site.whatsapp}?text=${encodeURIComponent("Hello! I would like to arrange a cargo pickup from Sharjah to Pakistan.")}`,
    );
  });

  it("logs a Contact/WhatsApp event labelled with the page when clicked", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    renderOnPage(<LiveChatBlock block={blockOn<LiveChat>("/contact", "live-chat")} />, "/contact");

    const button = screen.getByRole("link", { name: "Start Live Chat" });
    button.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(button);
    expect(info).toHaveBeenCalledWith("[tracking] event", { category: "Contact", action: "WhatsApp", label: "/contact", language: "en" });
  });
});
