import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { NoticeProvider } from "../../runtime/foundation/notices/index.ts";
import { blockOn, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { FormDeliveryProvider } from "./delivery-context.tsx";
import { FormBlock } from "./index.tsx";
import { formSchema } from "./schema.ts";
import type { SubmitFormFn } from "./submit.ts";

const contact = blockOn<BlockOf<"form">>("/contact", "form");
const pickup = blockOn<BlockOf<"form">>("/areas/dubai", "form");
/** A shipped form with the spec's simulated delivery instead of the one pages.json gives it. */
const simulated = (block: BlockOf<"form">): BlockOf<"form"> => ({ ...block, delivery: { kind: "simulate" } });

const labels = {
  name: "Full Name",
  email: "Email Address",
  phone: "Phone Number",
  subject: "Subject",
  inquiry: "Inquiry Type",
  message: "Message",
} as const;

const valid = {
  name: "Ayesha Khan",
  email: "ayesha@example.com",
  phone: "0501234567",
  subject: "Moving home",
  inquiry: "quote",
  message: "Household goods from Dubai to Lahore, about 20 boxes.",
};

function renderForm({ block = contact, path = "/contact", submit }: { block?: BlockOf<"form">; path?: string; submit?: SubmitFormFn } = {}) {
  const form = <FormBlock block={block} />;
  return renderOnPage(<NoticeProvider>{submit ? <FormDeliveryProvider submit={submit}>{form}</FormDeliveryProvider> : form}</NoticeProvider>, path);
}

const field = (name: keyof typeof labels) => screen.getByLabelText(labels[name]);
const sendButton = () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ });

async function fill(user: UserEvent, values: Partial<typeof valid>) {
  for (const [name, value] of Object.entries(values) as [keyof typeof labels, string][]) {
    if (name === "inquiry") await user.selectOptions(field(name), value);
    else await user.type(field(name), value);
  }
}

/** The message under a field, found the way a screen reader finds it. */
function messageOf(element: HTMLElement): string | null {
  const id = element.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("FormBlock: the contact form", () => {
  it("starts with every field empty, each labelled, and the select on its empty first choice", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Send Us a Message" })).toBeInTheDocument();
    for (const name of ["name", "email", "phone", "subject", "message"] as const) expect(field(name)).toHaveValue("");
    expect(field("inquiry")).toHaveValue("");
    expect(
      within(field("inquiry"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Select...", "Get a Quote", "Service Inquiry", "Customer Support", "Feedback", "Other"]);
    expect(screen.getByText("We usually reply within 24 hours.")).toBeInTheDocument();
  });

  it("shows the spec's message under every field when sent empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFormFn>();
    renderForm({ submit });
    await user.click(sendButton());

    const expected = {
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      subject: "Subject is required",
      inquiry: "Please select an inquiry type",
      message: "Message must be at least 10 characters",
    };
    // The first check waits for the validation code, which the form loads on first use.
    await waitFor(() => expect(field("name")).toHaveAttribute("aria-invalid", "true"));
    for (const [name, message] of Object.entries(expected) as [keyof typeof labels, string][]) {
      expect(field(name)).toHaveAttribute("aria-invalid", "true");
      expect(messageOf(field(name))).toBe(message);
    }
    expect(field("name")).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
  });

  it("applies each rule's limit and clears a message as soon as the value is fixed", async () => {
    const user = userEvent.setup();
    renderForm({ submit: vi.fn<SubmitFormFn>() });
    await fill(user, { name: "A", email: "ayesha@", phone: "050123456", subject: "x", message: "Too short" });
    await user.click(sendButton());
    expect(messageOf(field("name"))).toBe("Name must be at least 2 characters");
    expect(messageOf(field("email"))).toBe("Please enter a valid email address");
    expect(messageOf(field("phone"))).toBe("Please enter a valid phone number");
    expect(messageOf(field("subject"))).toBe("Subject is required");
    expect(messageOf(field("message"))).toBe("Message must be at least 10 characters");

    await user.type(field("name"), "y");
    await user.type(field("phone"), "7");
    await user.type(field("message"), "!");
    await user.selectOptions(field("inquiry"), "support");
    for (const name of ["name", "phone", "message", "inquiry"] as const) {
      expect(field(name)).not.toHaveAttribute("aria-invalid");
      expect(field(name)).not.toHaveAttribute("aria-describedby");
    }
    expect(messageOf(field("email"))).toBe("Please enter a valid email address");
  });

  it("sends after 1.5 s (Sending..., button disabled), logs the data, shows Message Sent! and empties the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ block: simulated(contact) });
    await fill(user, valid);
    await user.click(sendButton());

    expect(sendButton()).toHaveTextContent("Sending...");
    expect(sendButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(log).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(log).toHaveBeenCalledWith(expect.any(String), { form: "contact", page: "/contact", fields: valid });
    const status = screen.getByRole("status");
    expect(within(status).getByText("Message Sent!")).toBeInTheDocument();
    expect(within(status).getByText("We've received your message and will get back to you shortly.")).toBeInTheDocument();
    for (const name of Object.keys(labels) as (keyof typeof labels)[]) expect(field(name)).toHaveValue("");
    expect(sendButton()).toHaveTextContent("Send Message");
    expect(sendButton()).toBeEnabled();
  });

  it("on failure shows the destructive Error notice and keeps every value", async () => {
    const user = userEvent.setup();
    let fail!: () => void;
    const submit = vi.fn<SubmitFormFn>(() => new Promise((resolve) => (fail = () => resolve({ ok: false }))));
    renderForm({ submit });
    await fill(user, valid);
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(contact, valid, expect.objectContaining({ page: "/contact" }));

    await act(() => {
      fail();
      return Promise.resolve();
    });
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Error")).toBeInTheDocument();
    expect(within(alert).getByText("There was a problem sending your message. Please try again.")).toBeInTheDocument();
    for (const [name, value] of Object.entries(valid)) expect(field(name as keyof typeof labels)).toHaveValue(value);
    expect(sendButton()).toHaveTextContent("Send Message");
    expect(sendButton()).toBeEnabled();
  });

  it("treats a submit step that throws as a failure, and shows one notice at a time", async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFormFn>().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ ok: true });
    renderForm({ submit });
    await fill(user, valid);
    await user.click(sendButton());
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(field("name")).toHaveValue(valid.name);

    await user.click(sendButton());
    expect(await screen.findByText("Message Sent!")).toBeInTheDocument();
    expect(screen.queryByText("Error")).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Close notification" })).toHaveLength(1);
  });

  it("shows the messages a delivery returns for refused fields", async () => {
    const user = userEvent.setup();
    renderForm({ submit: () => Promise.resolve({ ok: false, fieldErrors: { phone: "This number cannot be reached" } }) });
    await fill(user, valid);
    await user.click(sendButton());
    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(messageOf(field("phone"))).toBe("This number cannot be reached");
    expect(field("phone")).toHaveValue(valid.phone);
  });
});

describe("FormBlock: the trap field for robots", () => {
  it("is hidden, out of the tab order, not autofilled, labelled for screen readers, and handed to the delivery", async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFormFn>(() => Promise.resolve({ ok: true }));
    renderForm({ submit });
    const trap = screen.getByLabelText("Leave this field empty");
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    await fill(user, valid);
    await user.click(sendButton());
    expect(submit).toHaveBeenCalledWith(contact, valid, expect.objectContaining({ honeypot: "" }));
  });
});

describe("FormBlock: the pickup form", () => {
  it("has no required field, but sent empty shows the form's emptyMessage under the first field and sends nothing", async () => {
    const user = userEvent.setup();
    const submit = vi.fn<SubmitFormFn>(() => Promise.resolve({ ok: true }));
    renderForm({ block: pickup, path: "/areas/dubai", submit });
    const [first, second] = pickup.fields.map((field) => screen.getByLabelText(field.label));
    expect(first).toHaveValue("");
    await user.click(screen.getByRole("button", { name: pickup.submitLabel }));
    await waitFor(() => expect(first).toHaveAttribute("aria-invalid", "true"));
    expect(pickup.emptyMessage).toBeTruthy();
    expect(messageOf(first!)).toBe(pickup.emptyMessage);
    expect(first).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    // Filling any field in takes the message away at once, and the form sends.
    await user.type(second!, "0509876543");
    await waitFor(() => expect(first).not.toHaveAttribute("aria-invalid"));
    await user.click(screen.getByRole("button", { name: pickup.submitLabel }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]![1]).toEqual({ ...Object.fromEntries(pickup.fields.map((field) => [field.name, ""])), [pickup.fields[1]!.name]: "0509876543" });
  });

  it("sends with one field filled in, with the pickup notice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm({ block: simulated(pickup), path: "/areas/dubai" });
    await user.type(screen.getByLabelText("Pickup Location"), "Al Barsha");
    await user.click(screen.getByRole("button", { name: "Schedule Pickup" }));
    expect(screen.getByRole("button", { name: "Scheduling..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1500));

    expect(log).toHaveBeenCalledWith(expect.any(String), {
      form: "pickup",
      page: "/areas/dubai",
      fields: { name: "", phone: "", pickupLocation: "Al Barsha" },
    });
    expect(screen.getByText("Pickup Requested")).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

describe("FormBlock: length limits", () => {
  it.each([
    ["/contact", contact],
    ["/areas/dubai", pickup],
  ])("on %s, every free-text control stops at the length the form's schema accepts", (path, block) => {
    renderForm({ block, path });
    const schema = formSchema(block);
    const answers: Record<string, string> = {
      ...Object.fromEntries(block.fields.map((field) => [field.name, field.options?.[0]?.value ?? "Some text"])),
      ...valid,
    };
    const filled = (name: string, value: string) => ({ ...answers, [name]: value });
    for (const field of block.fields.filter((field) => field.kind !== "select" && field.kind !== "email")) {
      const limit = Number(screen.getByLabelText(field.label).getAttribute("maxlength"));
      expect(limit, field.name).toBeGreaterThan(0);
      expect(schema.safeParse(filled(field.name, "x".repeat(limit))).success, field.name).toBe(true);
      expect(schema.safeParse(filled(field.name, "x".repeat(limit + 1))).success, field.name).toBe(false);
    }
  });
});

describe("formSchema", () => {
  it("lets a field that is not required stay empty but still holds it to its rules", () => {
    const schema = formSchema({
      fields: [
        { name: "note", label: "Note", kind: "text", minLength: 3, message: "Too short" },
        { name: "other", label: "Other", kind: "text" },
      ],
    });
    expect(schema.safeParse({ note: "", other: "x" }).success).toBe(true);
    expect(schema.safeParse({ note: "abc", other: "" }).success).toBe(true);
    expect(schema.safeParse({ note: "ab", other: "x" }).error?.issues.map((issue) => issue.message)).toEqual(["Too short"]);
  });

  it("accepts only the select's own values", () => {
    const schema = formSchema(contact);
    expect(schema.safeParse({ ...valid, inquiry: "spam" }).error?.issues.map((issue) => issue.message)).toEqual(["Please select an inquiry type"]);
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it("refuses a form whose fields are all optional when every one is empty or blank, with a plain message when pages.json gives none", () => {
    const fields = [
      { name: "a", label: "A", kind: "text" as const },
      { name: "b", label: "B", kind: "select" as const, options: [{ value: "x", label: "X" }] },
    ];
    const issues = (values: Record<string, string>, emptyMessage?: string) =>
      formSchema({ fields, emptyMessage })
        .safeParse(values)
        .error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues({ a: "", b: "" })).toEqual([{ path: ["a"], message: "Please fill in at least one field" }]);
    expect(issues({ a: " \n ", b: "" }, "Tell us something")).toEqual([{ path: ["a"], message: "Tell us something" }]);
    // Invisible characters are no answer either: zero-width space and joiners, soft hyphen, word
    // joiner, direction marks, byte-order mark, and the other format characters.
    for (const invisible of ["\u200b", "\u00ad", "\u200c\u200d", "\u2060", "\u200e \u200f", "\ufeff", "\u061c", "\u{e0020}"]) {
      expect(issues({ a: invisible, b: "" }), JSON.stringify(invisible)).toEqual([{ path: ["a"], message: "Please fill in at least one field" }]);
    }
    expect(issues({ a: "", b: "x" })).toBeUndefined();
    // A format character beside a visible one is kept as typed (Urdu and Persian names need the zero-width non-joiner).
    expect(issues({ a: "\u0645\u06cc\u200c\u0634\u0648\u062f", b: "" })).toBeUndefined();
    // A required field already refuses an empty form with its own message: no second one.
    expect(
      formSchema({ fields: [{ ...fields[0]!, required: true, message: "A is needed" }] })
        .safeParse({ a: "" })
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["A is needed"]);
  });

  it("keeps answers as plain text: control and direction-changing characters removed, line breaks only in a textarea", () => {
    const schema = formSchema({
      fields: [
        { name: "name", label: "Name", kind: "text" },
        { name: "message", label: "Message", kind: "textarea", minLength: 5, message: "Too short" },
      ],
    });
    const parsed = schema.parse({
      name: "Ali\u202e\u2066 Khan\r\nDXB\u0007\u001b[2J\u009b31m",
      message: "Line one\r\nline two\rline three\u2028four\u0085\u202d",
    });
    expect(parsed).toEqual({ name: "Ali Khan DXB[2J31m", message: "Line one\nline two\nline three\nfour" });
    // Rules count what is kept: control characters do not make a message long enough.
    expect(schema.safeParse({ name: "", message: "ab\u0000\u0000\u0000\u0000" }).success).toBe(false);
  });
});
