import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { CallToActionBlock } from "./index.tsx";

type CallToAction = BlockOf<"call-to-action">;

afterEach(() => vi.restoreAllMocks());

describe("CallToActionBlock", () => {
  it("renders the home banner with its call, WhatsApp and quote buttons", () => {
    const block = blockOn<CallToAction>("/", "call-to-action");
    expect(block.style).toBe("banner");
    const { data, shell } = renderOnPage(<CallToActionBlock block={block} />, "/");
    const { phone, whatsapp: number } = shell.site;

    expect(screen.getByRole("heading", { level: 2, name: "Ready to Send Your Cargo Home?" })).toBeInTheDocument();
    expect(screen.getByText(/free, no-obligation quote/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", `tel:${phone.replace(/[^+0-9]/g, "")}`);
    const whatsapp = screen.getByRole("link", { name: "WhatsApp" });
    expect(whatsapp).toHaveAttribute("href", `https://wa.me/${number}?text=${encodeURIComponent(data.page.whatsappMessage)}`);
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Get a Free Quote" })).toHaveAttribute("href", "/contact/");
  });

  it("renders the service quote box with the service's title and WhatsApp message", () => {
    const path = "/services/air-freight";
    const block = blockOn<CallToAction>(path, "call-to-action");
    expect(block.style).toBe("box");
    const { shell } = renderOnPage(<CallToActionBlock block={block} />, path);

    expect(screen.getByRole("heading", { level: 2, name: "Get a Free Air Freight Quote" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toBe(
      `https://wa.me/${shell.site.whatsapp}?text=${encodeURIComponent("Hello! I would like a quote for air freight from the UAE to Pakistan.")}`,
    );
  });

  it("logs a Contact/Call event labelled with the page when the call button is clicked", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const path = "/services/air-freight";
    renderOnPage(<CallToActionBlock block={blockOn<CallToAction>(path, "call-to-action")} />, path);

    const call = screen.getByRole("link", { name: "Call Now" });
    call.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(call);
    expect(info).toHaveBeenCalledWith("[tracking] event", { category: "Contact", action: "Call", label: path, language: "en" });
  });

  it("shows the title and buttons without text, as a banner by default", () => {
    const block: CallToAction = { type: "call-to-action", title: "Questions?", buttons: [{ label: "Ask us", kind: "link", href: "/faq" }] };
    const { container } = renderOnPage(<CallToActionBlock block={block} />, "/");

    expect(screen.getByRole("heading", { level: 2, name: "Questions?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask us" })).toHaveAttribute("href", "/faq");
    expect(container.querySelectorAll("p")).toHaveLength(0);
  });
});
