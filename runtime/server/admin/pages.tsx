// The admin's pages, rendered on the server to HTML with no script at all: a form posts, a link
// loads. React writes every value as text (escaped), so whatever a stranger typed into a lead is
// shown as the words it is and never runs; nothing here sets HTML from a string.
import type { ReactNode } from "react";
import { leadStatuses, type InboxLead, type LeadEvent, type LeadStatus } from "../database/index.ts";
import type { Answer } from "../leads/answers.ts";
import { queryOf, type FilterValues } from "./filter.ts";
import type { Summary } from "./summary.ts";
import type { Session } from "./sessions.ts";
import { adminPaths } from "./paths.ts";
import { html, localTime, Page, roleNames } from "./page-frame.tsx";

export function loginPage({ message, name = "" }: { message?: string; name?: string } = {}): string {
  return html(
    <Page title="Sign in">
      <h1>Sign in</h1>
      {message && (
        <p role="alert" className="problem">
          {message}
        </p>
      )}
      <form method="post" action={adminPaths.login} className="stack">
        <label htmlFor="name">Name</label>
        <input id="name" name="name" autoComplete="username" required maxLength={200} defaultValue={name} autoCapitalize="none" spellCheck={false} />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={1024} />
        <button type="submit">Sign in</button>
      </form>
    </Page>,
  );
}

export function homePage(session: Session, { publishing = false }: { publishing?: boolean } = {}): string {
  const { role } = session.user;
  return html(
    <Page title="Home" session={session}>
      <h1>Signed in as {session.user.name}</h1>
      <p>Your account can: {roleNames[role]}.</p>
      <ul>
        {(role === "sales" || role === "owner") && (
          <li>
            <a href={adminPaths.leads}>Leads</a>: every form sent from the site, newest first.
          </li>
        )}
        {(role === "sales" || role === "owner") && (
          <li>
            <a href={adminPaths.summary}>Summary</a>: leads per week, page, form and language, and how many were booked.
          </li>
        )}
        {(role === "editor" || role === "owner") && (
          <li>
            <a href={adminPaths.edit}>Edit the site: its texts, pictures and pages</a>
          </li>
        )}
        {role === "owner" && (
          <li>
            <a href={adminPaths.users}>Users</a>: who may sign in here, and what each may do.
          </li>
        )}
        {role === "owner" && (
          <li>
            <a href={adminPaths.audit}>Audit log</a>: every sign-in, failed sign-in, download, change of a user and publish.
          </li>
        )}
        {publishing && role !== "sales" && (
          <li>
            <a href={adminPaths.publish}>Publish</a>: the saved pages to visitors; each version&apos;s changes, and a way back.
          </li>
        )}
      </ul>
    </Page>,
  );
}

const statusNames: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", quoted: "Quoted", booked: "Booked", lost: "Lost" };

function Select({ name, label, value, options }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] }) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value}>
        <option value="">All</option>
        {options.map(([option, shown]) => (
          <option key={option} value={option}>
            {shown}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface LeadsPageData {
  leads: readonly InboxLead[];
  total: number;
  values: FilterValues;
  choices: { forms: string[]; pages: string[]; languages: string[] };
  timeZone: string;
  languageName: (code: string) => string;
}

export function leadsPage(session: Session, data: LeadsPageData): string {
  const { leads, total, values, choices, timeZone } = data;
  const filtered = queryOf(values) !== "";
  return html(
    <Page title="Leads" session={session}>
      <h1>Leads</h1>
      <form method="get" action={adminPaths.leads} className="filters" role="search" aria-label="Find leads">
        <div className="field wide">
          <label htmlFor="filter-q">Name, phone, email or message</label>
          <input id="filter-q" name="q" type="search" defaultValue={values.q} maxLength={200} />
        </div>
        <Select name="status" label="Status" value={values.status} options={leadStatuses.map((status) => [status, statusNames[status]] as const)} />
        <Select name="form" label="Form" value={values.form} options={choices.forms.map((form) => [form, form] as const)} />
        <Select name="page" label="Page" value={values.page} options={choices.pages.map((page) => [page, page] as const)} />
        <Select name="language" label="Language" value={values.language} options={choices.languages.map((code) => [code, data.languageName(code)] as const)} />
        <div className="field">
          <label htmlFor="filter-from">From</label>
          <input id="filter-from" name="from" type="date" defaultValue={values.from} />
        </div>
        <div className="field">
          <label htmlFor="filter-to">To</label>
          <input id="filter-to" name="to" type="date" defaultValue={values.to} />
        </div>
        <div className="actions">
          <button type="submit">Show</button>
          {filtered && <a href={adminPaths.leads}>Show all</a>}
        </div>
      </form>
      <p>
        {total === 0
          ? filtered
            ? "No lead matches."
            : "No lead has come in yet."
          : `${total} ${total === 1 ? "lead" : "leads"}${filtered ? " match" : ""}${total > leads.length ? `, the newest ${leads.length} shown` : ""}. Times are in ${timeZone}. `}
        {total > 0 && <a href={`${adminPaths.leadsCsv}${queryOf(values)}`}>Download {filtered ? "these" : "all"} as CSV</a>}
        {total > 0 && " · "}
        {total > 0 && <a href={adminPaths.summary}>Summary</a>}
      </p>
      <ol className="leads">
        {leads.map((lead) => (
          <li key={lead.id} className={lead.status === "new" ? "new" : undefined}>
            <p className="who">
              <a href={`${adminPaths.leads}/${encodeURIComponent(lead.id)}`}>
                <bdi>{lead.fields.name || "(no name)"}</bdi>
              </a>
              <span className={`badge ${lead.status}`}>{statusNames[lead.status]}</span>
            </p>
            <p className="meta">
              {localTime(lead.receivedAt, timeZone)} · {lead.form} form · from <bdi>{lead.page}</bdi>
              {lead.language ? ` · ${data.languageName(lead.language)}` : ""}
              {lead.assignee ? ` · ${lead.assignee.name}` : ""}
            </p>
            {lead.fields.phone && (
              <p>
                <a href={telOf(lead.fields.phone)} dir="ltr">
                  {lead.fields.phone}
                </a>
              </p>
            )}
            {lead.fields.message && (
              <p className="message">
                <bdi>{lead.fields.message}</bdi>
              </p>
            )}
          </li>
        ))}
      </ol>
    </Page>,
  );
}

/** A phone number as a link that calls it. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A phone number for wa.me: digits with the country, a UAE number written 05... given its 971. */
export function whatsAppNumber(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return digits.slice(1);
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `971${digits.slice(1)}`;
  return digits;
}

export interface LeadPageData {
  lead: InboxLead;
  /** Its answers under their form's labels (leads/answers.ts). */
  answers: readonly Answer[];
  events: readonly LeadEvent[];
  users: readonly { id: number; name: string }[];
  timeZone: string;
  languageName: (code: string) => string;
  /** The greeting a WhatsApp message to the lead starts with, in the lead's language ("" for none). */
  greeting: string;
  /** Set after a change: what was done, for the page to say. */
  done?: string;
}

export function leadPage(session: Session, data: LeadPageData): string {
  const { lead, timeZone } = data;
  const { phone, email } = lead.fields;
  const token = <input type="hidden" name="csrf" value={session.csrfToken} />;
  const action = `${adminPaths.leads}/${encodeURIComponent(lead.id)}`;
  return html(
    <Page title={lead.fields.name || "Lead"} session={session}>
      <p>
        <a href={adminPaths.leads}>All leads</a>
      </p>
      <h1>
        <bdi>{lead.fields.name || "(no name)"}</bdi>
      </h1>
      {data.done && (
        <p role="status" className="done">
          {data.done}
        </p>
      )}
      <p className="meta">
        {localTime(lead.receivedAt, timeZone)} ({timeZone}) · {lead.form} form · sent from <bdi>{lead.page}</bdi>
        {lead.language ? ` in ${data.languageName(lead.language)}` : ""}
      </p>
      <p className="contact">
        {phone && <a href={telOf(phone)}>Call</a>}
        {phone && <a href={`https://wa.me/${whatsAppNumber(phone)}${data.greeting ? `?text=${encodeURIComponent(data.greeting)}` : ""}`}>WhatsApp</a>}
        {email && <a href={`mailto:${encodeURIComponent(email).replace(/%40/g, "@")}`}>Email</a>}
      </p>
      <dl className="fields">
        {data.answers.map(({ name, label, value }) => (
          <div key={name}>
            <dt>{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h2>Where it stands</h2>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="status" />
        <label htmlFor="status">Status</label>
        <select id="status" name="status" defaultValue={lead.status}>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </select>
        <label htmlFor="reason">Why it was lost (for Lost)</label>
        <input id="reason" name="reason" maxLength={500} defaultValue={lead.lostReason ?? ""} />
        <button type="submit">Save the status</button>
      </form>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="assignee" />
        <label htmlFor="assignee">Who answers it</label>
        <select id="assignee" name="assignee" defaultValue={lead.assignee ? String(lead.assignee.id) : ""}>
          <option value="">Nobody yet</option>
          {data.users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.name}
            </option>
          ))}
        </select>
        <button type="submit">Save who answers it</button>
      </form>
      <form method="post" action={action} className="stack">
        {token}
        <input type="hidden" name="change" value="note" />
        <label htmlFor="note">A note</label>
        <textarea id="note" name="note" rows={3} maxLength={4000} required />
        <button type="submit">Add the note</button>
      </form>
      <h2>History</h2>
      {data.events.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <ol className="history">
          {data.events.map((event, index) => (
            <li key={index}>
              <span className="meta">
                {localTime(event.at, timeZone)} · {event.by ?? "a removed user"}:{" "}
              </span>
              {event.kind === "note" ? (
                <bdi className="message">{event.text}</bdi>
              ) : event.kind === "status" ? (
                `status ${statusNames[event.from as LeadStatus] ?? event.from} → ${statusNames[event.to as LeadStatus] ?? event.to}${event.text ? ` (${event.text})` : ""}`
              ) : (
                `given to ${event.to ?? "nobody"}${event.from ? ` (was ${event.from})` : ""}`
              )}
            </li>
          ))}
        </ol>
      )}
    </Page>,
  );
}

function CountTable({
  caption,
  heading,
  rows,
  name,
}: {
  caption: string;
  /** What the first column holds: Page, Form, ... */
  heading: string;
  rows: readonly (readonly [string, number])[];
  name: (value: string) => ReactNode;
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([value, count]) => (
          <tr key={value}>
            <th scope="row">{name(value)}</th>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function summaryPage(session: Session, summary: Summary, options: { timeZone: string; languageName: (code: string) => string }): string {
  const share = summary.total === 0 ? 0 : Math.round((summary.booked / summary.total) * 100);
  const filtered = (query: Record<string, string>) => `${adminPaths.leads}?${new URLSearchParams(query).toString()}`;
  return html(
    <Page title="Summary" session={session}>
      <p>
        <a href={adminPaths.leads}>All leads</a>
      </p>
      <h1>Summary</h1>
      <p>
        {summary.total} {summary.total === 1 ? "lead" : "leads"} in all, {summary.booked} booked ({share}%).
      </p>
      <table>
        <caption>Leads per week (weeks start on Monday, {options.timeZone})</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {summary.weeks.map(({ week, count }) => (
            <tr key={week}>
              <th scope="row">{week}</th>
              <td>{count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CountTable
        caption="By page (each city has its own)"
        heading="Page"
        rows={summary.byPage.slice(0, 30)}
        name={(page) => <a href={filtered({ page })}>{page}</a>}
      />
      <CountTable caption="By form" heading="Form" rows={summary.byForm} name={(form) => <a href={filtered({ form })}>{form}</a>} />
      <CountTable
        caption="By language"
        heading="Language"
        rows={summary.byLanguage}
        name={(code) => (code ? <a href={filtered({ language: code })}>{options.languageName(code)}</a> : "not known")}
      />
      <CountTable
        caption="By status"
        heading="Status"
        rows={summary.byStatus}
        name={(status) => <a href={filtered({ status })}>{statusNames[status as LeadStatus]}</a>}
      />
    </Page>,
  );
}

export function refusedPage(title: string, message: string, session?: Session): string {
  return html(
    <Page title={title} session={session}>
      <h1>{title}</h1>
      <p>{message}</p>
    </Page>,
  );
}
