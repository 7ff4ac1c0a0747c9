// The email that tells the company of each new lead, sent through the mail server PAGES_SMTP_URL
// names. The emails wait in the database with their lead (written in the lead's own transaction),
// so sending happens after the visitor's 201 and never holds it up, and a mail server that is down
// or refuses only delays them: each is tried again later, the wait growing, across restarts.
// The email is plain text: what the visitor typed is never read as markup, and no line they typed
// can become a header.
import type { PagesDatabase, PendingNotification } from "../database/index.ts";
import { unsafeCharacters } from "../../../blocks/forms.ts";
import { redactUrl, redactUrlsIn } from "../../foundation/content/index.ts";
import type { Lead } from "./record.ts";
import { answersByName, type AnswersOf } from "./answers.ts";

export interface NotifierOptions {
  database: PagesDatabase;
  smtpUrl: string;
  /** The sender: the company's address (site.email). */
  from: string;
  siteName: string;
  /** Where the admin is: the lead's link is this with /admin/leads/<id>. */
  siteUrl: string;
  /** A lead's answers under their forms' labels (./answers.ts); under the fields' names when not given. */
  answersOf?: AnswersOf;
  timeZone?: string;
  log?: (message: string) => void;
  warn?: (message: string) => void;
  now?: () => Date;
  /** The waits between tries, the last one repeated (ms). */
  retryDelaysMs?: readonly number[];
  /** How long a mail server may take to answer, per step (ms). */
  timeoutMs?: number;
}

export interface Notifier {
  /** A lead was stored: send what is due now. */
  poke(): void;
  /** Waits for the email being sent, then stops. */
  stop(): Promise<void>;
}

const defaultDelays = [30_000, 60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

/** A header's text: line breaks, other controls and direction overrides as spaces. */
const headerText = (value: string) => value.replace(/[\r\n\t\u2028\u2029]/g, " ").replace(unsafeCharacters, " ");

export function notificationOf(
  lead: Lead,
  options: { siteName: string; siteUrl: string; timeZone: string; answersOf?: AnswersOf },
): { subject: string; text: string } {
  const name = headerText(lead.fields.name ?? "")
    .trim()
    .slice(0, 60);
  const subject = headerText(`New lead${name ? ` from ${name}` : ""}: ${lead.form} form on ${lead.page}`);
  const when = new Intl.DateTimeFormat("en-GB", { timeZone: options.timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(lead.receivedAt));
  const lines = [
    `A visitor sent the ${lead.form} form on ${options.siteUrl}${lead.page} at ${when} (${options.timeZone}).`,
    "",
    ...(options.answersOf ?? answersByName)(lead).map(({ label, value }) => `${label}: ${value}`),
    "",
    `Open it in the lead inbox: ${options.siteUrl}/admin/leads/${encodeURIComponent(lead.id)}`,
    "",
    `— ${options.siteName}'s website`,
  ];
  return { subject, text: `${lines.join("\n")}\n` };
}

export async function startNotifier(options: NotifierOptions): Promise<Notifier> {
  const { database, log = console.log, warn = console.error, now = () => new Date() } = options;
  const delays = options.retryDelaysMs ?? defaultDelays;
  const timeZone = options.timeZone ?? "Asia/Dubai";
  const timeout = options.timeoutMs ?? 20_000;
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  const shownServer = redactUrl(options.smtpUrl);

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const sendOne = async (pending: PendingNotification): Promise<void> => {
    const lead = database.inbox.find(pending.leadId);
    if (!lead) return database.notifications.sent(pending.id);
    const { subject, text } = notificationOf(lead, { siteName: options.siteName, siteUrl: options.siteUrl, timeZone, answersOf: options.answersOf });
    try {
      await transport.sendMail({ from: options.from, to: pending.recipient, subject, text });
      database.notifications.sent(pending.id);
      log(`Leads: told ${pending.recipient} of lead ${lead.id}.`);
    } catch (error) {
      const wait = delays[Math.min(pending.attempts, delays.length - 1)]!;
      const reason = redactUrlsIn((error as Error).message.replace(options.smtpUrl, shownServer)).slice(0, 500);
      database.notifications.failed(pending.id, new Date(now().getTime() + wait).toISOString(), reason);
      warn(`Leads: could not email ${pending.recipient} of lead ${lead.id} through ${shownServer} (${reason}); trying again in ${Math.round(wait / 1000)} s.`);
    }
  };

  const schedule = () => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    const next = database.notifications.nextDue();
    if (next === null) return;
    timer = setTimeout(run, Math.max(0, Math.min(Date.parse(next) - now().getTime(), 2 ** 31 - 1)));
    timer.unref();
  };

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        for (const pending of database.notifications.due(now().toISOString(), 50)) {
          if (stopped) return;
          await sendOne(pending);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  run();
  return {
    poke: () => void (stopped || run()),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
