import { act, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderOnPage } from "../../testing/render-block.tsx";
import { NoticeProvider, useNotices, type NoticeInput } from "./index.ts";

const sent: NoticeInput = { tone: "success", title: "Message Sent!", text: "We've received your message." };
const failed: NoticeInput = { tone: "error", title: "Error", text: "There was a problem sending your message." };

function Trigger({ notice, label }: { notice: NoticeInput; label: string }) {
  const { notify } = useNotices();
  return (
    <button type="button" onClick={() => notify(notice)}>
      {label}
    </button>
  );
}

function renderWithTriggers(props: { limit?: number } = {}) {
  return renderOnPage(
    <NoticeProvider {...props}>
      <Trigger notice={sent} label="success" />
      <Trigger notice={failed} label="failure" />
    </NoticeProvider>,
    "/contact",
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("notices", () => {
  it("announces a success politely and an error as an alert, in the danger style", async () => {
    const user = userEvent.setup();
    renderWithTriggers({ limit: 2 });
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "success" }));
    const status = screen.getByRole("status");
    expect(within(status).getByText("Message Sent!")).toBeInTheDocument();
    expect(within(status).getByText(sent.text)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "failure" }));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error")).toBeInTheDocument();
    expect(within(alert).getByText(failed.text)).toBeInTheDocument();
    const errorNotice = alert.querySelector<HTMLElement>('[data-tone="error"]');
    expect(errorNotice).not.toBeNull();
    // The danger style is the rule the notice's class gets: read from the page's style sheets, not
    // from a computed style, which a browser resolves to a colour only where the theme's variables are.
    const backgrounds = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && errorNotice!.matches(rule.selectorText))
      .map((rule) => rule.style.getPropertyValue("background"));
    expect(backgrounds.join(" ")).toMatch(/var\(--c-dangerBg\)/i);
  });

  it("shows one notice at a time by the site's limit: a new one replaces the old", async () => {
    const user = userEvent.setup();
    const { shell } = renderWithTriggers();
    expect(shell.site.behaviour.noticeLimit).toBe(1);

    await user.click(screen.getByRole("button", { name: "success" }));
    await user.click(screen.getByRole("button", { name: "failure" }));
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Close notification" })).toHaveLength(1);
  });

  it("closes a notice with its close button", async () => {
    const user = userEvent.setup();
    renderWithTriggers();
    await user.click(screen.getByRole("button", { name: "success" }));
    await user.click(screen.getByRole("button", { name: "Close notification" }));
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
  });

  it("removes a notice after the site's removal delay", () => {
    vi.useFakeTimers();
    const { shell } = renderWithTriggers();
    const delay = shell.site.behaviour.noticeRemoveDelayMs;
    expect(delay).toBe(1_000_000);

    act(() => {
      screen.getByRole("button", { name: "success" }).click();
    });
    expect(screen.getByText("Message Sent!")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(delay - 1);
    });
    expect(screen.getByText("Message Sent!")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText("Message Sent!")).not.toBeInTheDocument();
  });

  it("gives a replacing notice its own full delay", () => {
    vi.useFakeTimers();
    const { shell } = renderWithTriggers();
    const delay = shell.site.behaviour.noticeRemoveDelayMs;
    act(() => {
      screen.getByRole("button", { name: "success" }).click();
    });
    act(() => {
      vi.advanceTimersByTime(delay / 2);
    });
    act(() => {
      screen.getByRole("button", { name: "failure" }).click();
    });
    act(() => {
      vi.advanceTimersByTime(delay / 2 + 1);
    });
    expect(screen.getByText("Error")).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(delay / 2);
    });
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
  });

  it("tells a developer when a block calls notify() outside the provider", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useNotices())).toThrow(/outside <NoticeProvider>/);
    spy.mockRestore();
  });
});
