import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { ContactCardBlock } from "./index.tsx";

type ContactCard = BlockOf<"contact-card">;

/** A phone number as a tel: address: the digits and the leading +. */
const tel = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, "")}`;

afterEach(() => vi.restoreAllMocks());

describe("ContactCardBlock", () => {
  it("shows the company phone, email, office address and working hours on /contact", () => {
    const { shell, container } = renderOnPage(<ContactCardBlock block={blockOn<ContactCard>("/contact", "contact-card")} />, "/contact");
    const { site } = shell;

    expect(screen.getByRole("heading", { level: 2, name: "Contact Information" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", tel(site.phone));
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

    const address = container.querySelector("address")!;
    expect(address).not.toBeNull();
    const lines = Array.from(address.children, (line) => line.textContent);
    expect(lines).toEqual([site.address.street, site.address.area, site.address.city, site.address.country]);
    expect(lines).toContain("Al Quoz Industrial Area 3");

    expect(screen.getByText("Monday-Friday")).toBeInTheDocument();
    expect(screen.getByText("9AM-6PM")).toBeInTheDocument();
    expect(screen.getByText("Saturday")).toBeInTheDocument();
    expect(screen.getByText("10AM-4PM")).toBeInTheDocument();
  });

  it("shows the Sharjah office's own number on the Sharjah area page", () => {
    const path = "/areas/sharjah";
    const block = blockOn<ContactCard>(path, "contact-card");
    const { shell } = renderOnPage(<ContactCardBlock block={block} />, path);
    // The office's number, filled in from the Sharjah entry of pages.json.
    const office = block.phone!;
    expect(office).not.toBe(shell.site.phone);

    expect(screen.getByRole("heading", { level: 2, name: "Contact Our Sharjah Team" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: office })).toHaveAttribute("href", tel(office));
    expect(screen.queryByText(shell.site.phone)).toBeNull();
  });

  it("leaves the hours out unless showHours is set", () => {
    const { shell } = renderOnPage(<ContactCardBlock block={{ type: "contact-card", title: "Reach us" }} />, "/contact");
    expect(screen.getByRole("link", { name: shell.site.phone })).toBeInTheDocument();
    expect(screen.queryByText("Monday-Friday")).toBeNull();
  });

  it("logs a Contact/Call event labelled with the page when the phone is clicked", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const path = "/areas/sharjah";
    const block = blockOn<ContactCard>(path, "contact-card");
    renderOnPage(<ContactCardBlock block={block} />, path);

    // The Sharjah office's own number, as pages.json gives it.
    const phone = screen.getByRole("link", { name: block.phone! });
    phone.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(phone);
    expect(info).toHaveBeenCalledWith("[tracking] event", { category: "Contact", action: "Call", label: path, language: "en" });
  });
});
