import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ItemMenu } from "./item-menu.tsx";

function renderMenu() {
  const run = { up: vi.fn(), down: vi.fn(), duplicate: vi.fn(), remove: vi.fn() };
  render(
    <>
      <ItemMenu
        name="Karachi"
        actions={[
          { label: "Move up", disabled: true, run: run.up },
          { label: "Move down", run: run.down },
          { label: "Duplicate", run: run.duplicate },
          { label: "Remove", run: run.remove },
        ]}
      />
      <input aria-label="Next field" />
    </>,
  );
  return { run, button: screen.getByRole("button", { name: "Actions for Karachi" }), user: userEvent.setup() };
}

const item = (name: string) => screen.getByRole("menuitem", { name });

describe("an item's menu of actions", () => {
  it("is a menu button, closed at first", () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  for (const key of ["{Enter}", " ", "{ArrowDown}"]) {
    it(`opens with ${key.trim() || "Space"} on the first action that can be done`, async () => {
      const { button, user } = renderMenu();
      button.focus();
      await user.keyboard(key);
      expect(button).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("menu", { name: "Actions for Karachi" })).toBeVisible();
      await waitFor(() => expect(item("Move down")).toHaveFocus());
      expect(item("Move up")).toHaveAttribute("aria-disabled", "true");
    });
  }

  it("opens with ArrowUp on the last action", async () => {
    const { button, user } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(item("Remove")).toHaveFocus());
  });

  it("moves with the arrows, wrapping, and with Home and End", async () => {
    const { button, user } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Move down")).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(item("Duplicate")).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(item("Move up")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(item("Remove")).toHaveFocus();
    await user.keyboard("{Home}");
    expect(item("Move up")).toHaveFocus();
    await user.keyboard("{End}");
    expect(item("Remove")).toHaveFocus();
  });

  it("does an action with Enter, closes and gives the focus back to the button", async () => {
    const { button, user, run } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Move down")).toHaveFocus());
    await user.keyboard("{ArrowDown}{Enter}");
    expect(run.duplicate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("does nothing for an action that cannot be done now, and stays open", async () => {
    const { button, user, run } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Move down")).toHaveFocus());
    await user.keyboard("{Home}{Enter}");
    expect(run.up).not.toHaveBeenCalled();
    expect(screen.getByRole("menu")).toBeVisible();
  });

  it("closes with Escape, back on the button, and with Tab, on to the next field", async () => {
    const { button, user, run } = renderMenu();
    button.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Move down")).toHaveFocus());
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(item("Move down")).toHaveFocus());
    await user.tab();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Next field" })).toHaveFocus();
    expect(Object.values(run).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it("opens and closes with a click", async () => {
    const { button, user, run } = renderMenu();
    await user.click(button);
    expect(screen.getByRole("menu")).toBeVisible();
    await user.click(item("Remove"));
    expect(run.remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
