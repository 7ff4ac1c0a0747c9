// The lead endpoint's settings: site.leads in pages.json, its defaults read from the schema (one
// place for them), and the environment variables that override them for a deployment or a test.
import { resolve } from "node:path";
import type { LeadSettings, Text } from "../../../schema/index.ts";
import { nodeAt } from "../../foundation/content/index.ts";
import { webhookAddress, type WebhookAddress } from "./webhook-address.ts";

export interface ResolvedLeadSettings {
  /** Absolute path of the JSON Lines store of earlier versions, imported into the database at start. */
  storeFile: string;
  /** Absolute path of the database the leads are kept in: storeFile's name with .db (databaseFileOf). */
  databaseFile: string;
  rateLimitPerMinute: number;
  /** Where each stored lead is also posted, or null. */
  webhook: WebhookAddress | null;
  trustForwardedFor: boolean;
  /** Who is told of each new lead by email (site.leads.notify). */
  notify: string[];
  /** The mail server those emails go through: PAGES_SMTP_URL, or null (no email is sent). */
  smtpUrl: string | null;
  /** The first words of a WhatsApp message to a lead, in each language (site.leads.replyGreeting), or null. */
  replyGreeting: Text | null;
}

/** The variables that override pages.json: the store for tests and benches, a secret webhook for deployments. */
export const leadEnv = {
  storeFile: "PAGES_LEADS_FILE",
  rateLimitPerMinute: "PAGES_LEADS_RATE_LIMIT",
  webhook: "PAGES_LEADS_WEBHOOK",
  smtpUrl: "PAGES_SMTP_URL",
} as const;

/** A mail server's address as PAGES_SMTP_URL gives it (smtp://user:password@host:587, smtps://... for TLS from the start), checked; never shown whole. */
function smtpAddress(value: string | undefined): string | null {
  if (value === undefined || value.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${leadEnv.smtpUrl} is not a mail server's address: write it as smtp://user:password@host:587 (smtps:// for TLS from the start).`);
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`${leadEnv.smtpUrl} must start with smtp:// or smtps://, not ${url.protocol}//.`);
  }
  if (!url.hostname) throw new Error(`${leadEnv.smtpUrl} names no host: write it as smtp://user:password@host:587.`);
  return url.href;
}

type Env = Readonly<Record<string, string | undefined>>;

/** A setting's default, as the schema declares it (`default` of site.leads' property). */
function schemaDefault<K extends keyof LeadSettings>(key: K, is: (value: unknown) => value is NonNullable<LeadSettings[K]>): NonNullable<LeadSettings[K]> {
  const fallback = nodeAt(`/site/leads/${key}`, {})?.schema.default;
  if (!is(fallback)) throw new Error(`The schema gives site.leads.${key} no default of the right type.`);
  return fallback;
}

const isString = (value: unknown): value is string => typeof value === "string";
const isNumber = (value: unknown): value is number => typeof value === "number";
const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";

/** The absolute path of the lead store: PAGES_LEADS_FILE, else storeFile beside pages.json, else the default. */
export function resolveStoreFile(leads: LeadSettings | undefined, baseDir: string, env: Env = process.env): string {
  const fromEnv = env[leadEnv.storeFile];
  return fromEnv ? resolve(fromEnv) : resolve(baseDir, leads?.storeFile ?? schemaDefault("storeFile", isString));
}

/**
 * The database beside a store file: .leads/leads.jsonl gives .leads/leads.db. Deriving it keeps
 * one setting (storeFile, PAGES_LEADS_FILE) for both, so a project that named its store keeps its
 * leads together, and the rule that keeps the store unpublished covers the database too.
 */
export function databaseFileOf(storeFile: string): string {
  if (storeFile.endsWith(".jsonl")) return `${storeFile.slice(0, -".jsonl".length)}.db`;
  return storeFile.endsWith(".db") ? storeFile : `${storeFile}.db`;
}

/** Every file SQLite keeps for a database: the file, its write-ahead log and the log's index. */
export function databaseFilesOf(storeFile: string): string[] {
  const database = databaseFileOf(storeFile);
  return [database, `${database}-wal`, `${database}-shm`];
}

/**
 * Settings for a pages.json in `baseDir`. A bad environment variable or a webhook that cannot work
 * throws, with a message that names the setting (and never shows a secret): better to refuse to
 * start than to store leads somewhere nobody looks, or forward them nowhere.
 */
export function resolveLeadSettings(leads: LeadSettings | undefined, baseDir: string, env: Env = process.env): ResolvedLeadSettings {
  const storeFile = resolveStoreFile(leads, baseDir, env);
  let rateLimitPerMinute = leads?.rateLimitPerMinute ?? schemaDefault("rateLimitPerMinute", isNumber);
  const fromEnvLimit = env[leadEnv.rateLimitPerMinute];
  if (fromEnvLimit !== undefined && fromEnvLimit !== "") {
    const value = Number(fromEnvLimit);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${leadEnv.rateLimitPerMinute} must be a whole number of at least 1, not "${fromEnvLimit}".`);
    rateLimitPerMinute = value;
  }
  const fromEnvWebhook = env[leadEnv.webhook];
  const [address, setting] = fromEnvWebhook ? [fromEnvWebhook, leadEnv.webhook] : [leads?.webhook, "site.leads.webhook in pages.json"];
  const webhook = address ? webhookAddress(address, setting) : null;
  return {
    storeFile,
    databaseFile: databaseFileOf(storeFile),
    rateLimitPerMinute,
    webhook,
    trustForwardedFor: leads?.trustForwardedFor ?? schemaDefault("trustForwardedFor", isBoolean),
    notify: [...(leads?.notify ?? [])],
    smtpUrl: smtpAddress(env[leadEnv.smtpUrl]),
    replyGreeting: leads?.replyGreeting ?? null,
  };
}
