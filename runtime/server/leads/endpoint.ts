// The lead endpoint as `pages serve` runs it: settings from pages.json, the database opened (its
// migrations run, the JSON Lines store of earlier versions imported once, its torn last line
// reported, never fatal), the webhook forwarder resumed, and its routes. When it cannot run
// (pages.json invalid, the database in a folder that is published, a bad setting, a database that
// is damaged or locked), the server still serves the site and POST /api/leads answers 503, so no
// form pretends to succeed.
import { dirname, resolve } from "node:path";
import type { ExpandedSite } from "../../foundation/content/types.ts";
import { reportInternalError } from "../report-internal-error.ts";
import { validateFile } from "../validate-file.ts";
import { type ValidationResult, formatProblems, languageOfPath, languagesOf } from "../../foundation/content/index.ts";
import { openDatabase, openLeadWriter, type PagesDatabase } from "../database/index.ts";
import type { FastifyPluginCallback } from "fastify";
import { indexForms } from "./find-form.ts";
import { answersByName, leadAnswers, type AnswersOf } from "./answers.ts";
import { startForwarder, type Forwarder } from "./forwarder.ts";
import { maskSecrets } from "./webhook-address.ts";
import { leadRoutes, LEADS_PATH } from "./handler.ts";
import { publishedStoreFile } from "../published-folder-of.ts";
import { createRateLimiter } from "./rate-limit.ts";
import { leadEnv, resolveLeadSettings, type ResolvedLeadSettings } from "./settings.ts";
import { startNotifier, type Notifier } from "./notifier.ts";
import { describeDamage } from "./jsonl-store.ts";
import { importLegacyStore } from "./legacy-import.ts";
import { LeadStore } from "./store.ts";

export interface LeadEndpoint {
  /** Its routes, for the server to register (`pages serve`, `npm run dev`). */
  routes: FastifyPluginCallback;
  settings: ResolvedLeadSettings | null;
  /** The leads' database, which the admin reads too; null while the endpoint is off. */
  database: PagesDatabase | null;
  /** A lead's answers under the labels of the forms served now (./answers.ts). */
  answers: AnswersOf;
  /**
   * Takes the forms (and the site's addresses) of another pages.json from now on: the version made
   * live from the admin. Its settings of the store, emails and webhook stay as started. Null when
   * it did, else why not (the forms in use are kept).
   */
  follow(pagesFile: string): Promise<string | null>;
  /** Finishes the writes under way and stops the forwarder. */
  close(): Promise<void>;
}

export interface StartLeadEndpointOptions {
  /** The pages.json whose forms and settings are used. */
  pagesFile: string;
  /** The folder its pictures and storeFile are relative to: the one it is in by default (a published version's copy names the project's). */
  baseDir?: string;
  /** The folder the server publishes; the store must not be inside it. */
  servedDir: string;
  env?: Readonly<Record<string, string | undefined>>;
  log?: (message: string) => void;
  warn?: (message: string) => void;
}

/**
 * The answer while the endpoint is off. Why it is off (a file path, a setting, an error code) is
 * for whoever runs the server, who has it in the log; a visitor's browser is only told it is off.
 */
const unavailable: FastifyPluginCallback = (app, _options, done) => {
  const body = { error: "The lead endpoint is unavailable: the submission was not received. Please try again later." };
  // Whatever is sent, nothing is read.
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
  app.route({ method: app.supportedMethods, url: LEADS_PATH, handler: (_request, reply) => reply.code(503).header("cache-control", "no-store").send(body) });
  done();
};

function liveOrigins(site: ExpandedSite): string[] {
  return [...new Set([new URL(site.file.site.url).origin, ...site.file.site.hostnames.map((host) => `https://${host}`)])];
}

export async function startLeadEndpoint(options: StartLeadEndpointOptions): Promise<LeadEndpoint> {
  const { pagesFile, servedDir, env = process.env, log = console.log, warn = console.error } = options;
  const baseDir = options.baseDir ?? dirname(resolve(pagesFile));
  // Why it is off goes to the server's console only; a visitor's browser is only told it is off.
  const off = (reason: string, details?: string): LeadEndpoint => {
    warn(`The lead endpoint is off: ${reason}${details ? `\n${details}` : ""}`);
    return {
      routes: unavailable,
      settings: null,
      database: null,
      answers: answersByName,
      follow: () => Promise.resolve("the lead endpoint is off."),
      close: async () => {},
    };
  };

  let result: ValidationResult;
  try {
    // With the same environment, so PAGES_LEADS_FILE is checked as `pages validate` checks it.
    result = await validateFile(pagesFile, { env, baseDir });
  } catch (error) {
    reportInternalError(error);
    return off(`checking ${pagesFile} stopped on an internal error.`);
  }
  if (result.status !== "valid") {
    return off(`${pagesFile} has problems; run \`pages validate\` to see them.`, formatProblems(result.problems, "stylish", result.more));
  }
  let settings: ResolvedLeadSettings;
  try {
    settings = resolveLeadSettings(result.data.site.leads, baseDir, env);
  } catch (error) {
    return off((error as Error).message);
  }
  // pages.json's storeFile was checked by validate; the folder served is known only here.
  const published = publishedStoreFile(settings.storeFile, { baseDir, servedDir });
  if (published) {
    return off(
      `the store ${published.file} is inside ${published.path}, which ${published.how}, where anyone could download it. Choose a storeFile outside public/ and dist/.`,
    );
  }

  let database: PagesDatabase;
  try {
    database = openDatabase(settings.databaseFile);
  } catch (error) {
    return off((error as Error).message);
  }
  try {
    const imported = await importLegacyStore(database, settings.storeFile);
    for (const damage of imported.damaged) warn(`Lead store: ${describeDamage(damage, settings.storeFile)}`);
    if (imported.added > 0) log(`Leads: imported ${imported.added} lead(s) from ${settings.storeFile} into ${settings.databaseFile}.`);
  } catch (error) {
    database.close();
    return off(`the leads of ${settings.storeFile} could not be imported into ${settings.databaseFile} (${(error as Error).message}).`);
  }
  const languages = languagesOf(result.data);
  // Who is told of each lead by email: only when a mail server is named, or the emails would pile up unsent.
  const notify = settings.smtpUrl ? settings.notify : [];
  if (settings.notify.length > 0 && !settings.smtpUrl) {
    warn(
      `Leads: site.leads.notify names ${settings.notify.length} address(es), but ${leadEnv.smtpUrl} is not set, so no email is sent. Set it to the mail server, for example smtp://user:password@host:587.`,
    );
  }
  // The forms served now: the live version's once one is followed.
  let forms = indexForms(result.editions);
  let answers = leadAnswers(result.editions);
  const store = new LeadStore(openLeadWriter(database), { languageOf: (page) => languageOfPath(page, languages).language.code, notify });
  let notifier: Notifier | null = null;
  if (notify.length > 0) {
    notifier = await startNotifier({
      database,
      smtpUrl: settings.smtpUrl!,
      from: result.data.site.email,
      siteName: result.data.site.name,
      siteUrl: result.data.site.url,
      answersOf: (lead) => answers(lead),
      log,
      warn,
    });
  }

  let forwarder: Forwarder | null = null;
  if (settings.webhook) {
    try {
      forwarder = startForwarder({ webhook: settings.webhook, database, log });
    } catch (error) {
      // The leads are still stored; forwarding resumes from the store on the next start.
      warn(
        `Webhook: cannot start forwarding (${maskSecrets((error as Error).message, settings.webhook)}); leads are stored and will be forwarded after a restart.`,
      );
    }
  }

  let origins = liveOrigins(result.site);
  const routes = leadRoutes({
    forms: () => forms,
    store,
    limiter: createRateLimiter({ limit: settings.rateLimitPerMinute }),
    trustForwardedFor: settings.trustForwardedFor,
    allowedOrigins: () => origins,
    onStored:
      forwarder || notifier
        ? (lead) => {
            forwarder?.enqueue(lead);
            notifier?.poke();
          }
        : undefined,
    log,
  });
  const webhook = settings.webhook ? `, forwarded to ${settings.webhook.shown}` : "";
  const emails = notify.length > 0 ? `, emailed to ${notify.join(", ")}` : "";
  log(`Leads: POST ${LEADS_PATH} -> ${settings.databaseFile} (${settings.rateLimitPerMinute} per minute per address${webhook}${emails})`);
  return {
    routes,
    settings,
    database,
    answers: (lead) => answers(lead),
    async follow(next) {
      let followed: ValidationResult;
      try {
        followed = await validateFile(next, { env, baseDir });
      } catch (error) {
        reportInternalError(error);
        return `checking ${next} stopped on an internal error.`;
      }
      if (followed.status !== "valid") return `${next} has problems; run \`pages validate\` on it to see them.`;
      forms = indexForms(followed.editions);
      answers = leadAnswers(followed.editions);
      origins = liveOrigins(followed.site);
      return null;
    },
    async close() {
      await store.close();
      await forwarder?.stop();
      await notifier?.stop();
      database.close();
    },
  };
}
