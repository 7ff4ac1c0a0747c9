// The `pages` CLI: commander only wires the commands; each lives in cli/commands/.
import { Command, CommanderError, Option } from "commander";
import { routesCommand } from "./commands/routes.ts";
import { validateCommand } from "./commands/validate.ts";

export async function run(argv: readonly string[]): Promise<number> {
  let exitCode = 0;
  const program = new Command("pages")
    .description("Validate, list, lint, build and serve the site described by pages.json.")
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text) });

  program
    .command("validate")
    .description("check pages.json and print every problem with its line and column")
    .argument("[file]", "the pages file", "pages.json")
    .addOption(new Option("--format <format>", "output format").choices(["stylish", "json"]).default("stylish"))
    .action(async (file: string, options: { format: "stylish" | "json" }) => {
      exitCode = await validateCommand(file, options);
    });

  program
    .command("routes")
    .description("list every route the site answers, after page families are expanded")
    .argument("[file]", "the pages file", "pages.json")
    .option("--json", "print JSON", false)
    .action(async (file: string, options: { json: boolean }) => {
      exitCode = await routesCommand(file, options);
    });

  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return exitCode;
}
