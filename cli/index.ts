// The `pages` CLI: commander only wires the commands; each lives in cli/commands/.
import { Argument, Command, CommanderError, Option } from "commander";
import { lintCommand, parseMaxWarnings, type LintCommandOptions } from "./commands/lint.ts";
import type { LeadsCommandOptions } from "./commands/leads.ts";
import type { EditCommandOptions } from "./commands/edit.ts";
import type { UsersOptions } from "./commands/users.ts";
import { leadFormats } from "./leads/format-names.ts";
// What every start needs of the server, from their own modules: through runtime/server/index.ts each
// start would load the whole server, zod and SQLite (the architecture test allows these three).
import { reportInternalError } from "../runtime/server/report-internal-error.ts";
import { userRoles, type UserRole } from "../runtime/server/database/user-queries.ts";
import type { NewCommandOptions } from "./commands/new.ts";
import { routesCommand } from "./commands/routes.ts";
import { validateCommand, type ValidateCommandOptions } from "./commands/validate.ts";
import { formatNames } from "./format/index.ts";
import { entryKinds, type EntryKind } from "../runtime/foundation/content/index.ts";

/** A repeatable option's values, in the order given. */
const collect = (value: string, earlier: string[]): string[] => [...earlier, value];

export async function run(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command("pages")
    .description("Validate, list, lint, build and serve the site described by pages.json.")
    .exitOverride()
    // An option after a subcommand's name is the subcommand's (`leads backup x.db --store ...`).
    .enablePositionalOptions()
    .configureOutput({ outputError: (text, write) => write(text) });

  // Each command is declared the same way (name, description, arguments, options, the function in
  // cli/commands/ it runs): the repeated shape is commander's, on purpose. Most read a pages file,
  // `[file]`, pages.json when left out, declared once here.
  const onPagesFile = (name: string, description: string) => program.command(name).description(description).argument("[file]", "the pages file", "pages.json");

  onPagesFile("validate", "check pages.json and print every problem with its line and column")
    .addOption(new Option("--format <format>", "output format").choices(formatNames).default("stylish"))
    .action(async (file: string, options: ValidateCommandOptions) => {
      exitCode = await validateCommand(file, options);
    });

  onPagesFile("migrate", "bring a pages.json written for an older version of pages up to date, changing only what the new version needs").action(
    async (file: string) => {
      const { migrateCommand } = await import("./commands/migrate.ts");
      exitCode = await migrateCommand(file);
    },
  );

  onPagesFile("routes", "list every route the site answers, after page families are expanded")
    .option("--json", "print JSON", false)
    .action(async (file: string, options: { json: boolean }) => {
      exitCode = await routesCommand(file, options);
    });

  program
    .command("new")
    .description(
      "add a Pakistani city (destination), a UAE area or a UAE origin city to pages.json, checked before it is written; or a new kind of block (blocks/<type>/)",
    )
    .addArgument(new Argument("<kind>", "what to add").choices([...entryKinds, "block"]))
    .argument("<name>", "its name, for example Mardan (quote names with spaces); for a block, its type, for example photo-card")
    .option("--file <file>", "the pages file", "pages.json")
    .option("--slug <slug>", "the end of the page address (made from the name when left out)")
    .option("--areas <list>", "the neighbourhoods, separated by commas: 6 for a destination, 10 for an area")
    .option("--neighbourhoods <list>", "the same as --areas, for an area")
    .option("--phone <number>", 'an area\'s office phone, for example "+971 4 000 0000" (the company number when left out)')
    .option("--province <name>", 'a destination\'s province, for example Punjab or "Khyber Pakhtunkhwa" (the list of cities groups by it)')
    .option("--in <language=name>", "the name in another language of the site, by its code, for example ur=مردان (once per language)", collect, [])
    .option(
      "--areas-in <language=list>",
      'the neighbourhoods in another language, separated by commas, in the order of --areas, for example "ur=..."',
      collect,
      [],
    )
    .action(async (kind: EntryKind | "block", name: string, options: NewCommandOptions) => {
      if (kind === "block") {
        const { newBlockCommand } = await import("./commands/new-block.ts");
        exitCode = await newBlockCommand(name, options);
        return;
      }
      const { newCommand } = await import("./commands/new.ts");
      exitCode = await newCommand(kind, name, options);
    });

  onPagesFile("lint", "find contradictions and mistakes in the content that an editor should fix before deploying")
    .addOption(new Option("--format <format>", "output format").choices(formatNames).default("stylish"))
    .addOption(new Option("--max-warnings <number>", "fail when there are more warnings than this").argParser(parseMaxWarnings).default(-1, "no limit"))
    .action(async (file: string, options: LintCommandOptions) => {
      exitCode = await lintCommand(file, options);
    });

  onPagesFile("build", "build the static site into dist/: every route prerendered, with sitemap.xml and robots.txt")
    .option("--out-dir <dir>", "where to write the site", undefined)
    .action(async (file: string, options: { outDir?: string }) => {
      // Build, serve and leads load Vite, zod and the lead store only when they run, so the
      // everyday commands (validate, lint) start fast.
      const { buildCommand } = await import("./commands/build.ts");
      exitCode = await buildCommand(file, options);
    });

  program
    .command("serve")
    .description("serve dist/ on 127.0.0.1 the way a CDN would")
    .option("--port <port>", "the port to listen on", (value) => Number.parseInt(value, 10), 4173)
    .option("--host <host>", "the address to listen on", "127.0.0.1")
    .option("--dir <dir>", "the folder to serve", undefined)
    .option("--build-if-stale", "build first when dist/ is missing or was built from other sources", false)
    .option(
      "--pages <file>",
      "the pages file the admin's editor saves, and the forms' settings come from until a version is published (default: the project's pages.json)",
    )
    .action(async (options: { port: number; host: string; dir?: string; buildIfStale: boolean; pages?: string }) => {
      const { serveCommand } = await import("./commands/serve.ts");
      exitCode = await serveCommand(options);
    });

  onPagesFile("edit", "edit pages.json in the browser: forms made from the schema, a live preview, the same checks as validate and lint")
    .option("--port <port>", "the port to listen on (0: any free port)", (value) => Number.parseInt(value, 10), 4400)
    .option("--public-url <url>", "the address people open when a reverse proxy forwards it to this editor (https://edit.example.com)")
    .action(async (file: string, options: EditCommandOptions) => {
      const { editCommand } = await import("./commands/edit.ts");
      exitCode = await editCommand(file, options);
    });

  const leads = program
    .command("leads")
    .description("list the leads the forms sent to `pages serve` (POST /api/leads), oldest first")
    .enablePositionalOptions()
    .argument("[file]", "the pages file that says where the leads are kept", "pages.json")
    .addOption(new Option("--format <format>", "output format").choices(leadFormats).default("table"))
    .option("--since <date>", "only leads received on or after this day (UTC) or moment, for example 2025-01-31")
    .option("--store <path>", "read this lead store instead of the one pages.json names")
    .action(async (file: string, options: LeadsCommandOptions) => {
      const { leadsCommand } = await import("./commands/leads.ts");
      exitCode = await leadsCommand(file, options);
    });
  leads
    .command("backup")
    .description("copy the lead database into a new file while the server runs (SQLite's online backup)")
    .argument("<target>", "the new file to write, outside public/ and dist/")
    .argument("[file]", "the pages file that says where the leads are kept", "pages.json")
    .option("--store <path>", "back up this lead store instead of the one pages.json names")
    .action(async (target: string, file: string, options: { store?: string }) => {
      const { leadsBackupCommand } = await import("./commands/leads.ts");
      exitCode = await leadsBackupCommand(target, file, options);
    });
  leads
    .command("resend")
    .description("give leads the webhook refused back to it; they are sent when the server next starts")
    .argument("<ids...>", "the ids of the refused leads, as `pages leads` lists them")
    .option("--pages <file>", "the pages file that says where the leads are kept", "pages.json")
    .option("--store <path>", "use this lead store instead of the one pages.json names")
    .action(async (ids: string[], options: { pages: string; store?: string }) => {
      const { leadsResendCommand } = await import("./commands/leads.ts");
      exitCode = await leadsResendCommand(ids, options.pages, options);
    });

  const users = program
    .command("users")
    .description("the company's accounts for the lead inbox, kept in the leads' database; a password is typed at a prompt or read from standard input");
  const onUsers = (name: string, description: string) =>
    users
      .command(name)
      .description(description)
      .option("--pages <file>", "the pages file that says where the leads are kept", "pages.json")
      .option("--store <path>", "use the database of this lead store instead of the one pages.json names");
  onUsers("add", "add a user: the password is asked for (or read from standard input), never given as an argument")
    .argument("<name>", "the name they sign in with (quote names with spaces)")
    .addOption(new Option("--role <role>", "sales works leads, editor edits pages, owner does both and manages users").choices(userRoles).makeOptionMandatory())
    .action(async (name: string, options: UsersOptions & { role: UserRole }) => {
      const { usersAddCommand } = await import("./commands/users.ts");
      exitCode = await usersAddCommand(name, options);
    });
  onUsers("list", "list the users: name, role, when added").action(async (options: UsersOptions) => {
    const { usersListCommand } = await import("./commands/users.ts");
    exitCode = await usersListCommand(options);
  });
  onUsers("remove", "remove a user and end their sessions")
    .argument("<name>", "the user's name")
    .action(async (name: string, options: UsersOptions) => {
      const { usersRemoveCommand } = await import("./commands/users.ts");
      exitCode = await usersRemoveCommand(name, options);
    });
  onUsers("reset", "set a new password for a user (asked for, or read from standard input) and end their sessions")
    .argument("<name>", "the user's name")
    .action(async (name: string, options: UsersOptions) => {
      const { usersResetCommand } = await import("./commands/users.ts");
      exitCode = await usersResetCommand(name, options);
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    // Whatever the file holds, a command answers with a message and an exit code; anything that
    // escapes one is a bug, said as such (exit 2, "could not run"), never a stack trace.
    reportInternalError(error);
    return 2;
  }
  return exitCode;
}
