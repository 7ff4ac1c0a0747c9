// `pages users add NAME --role sales|editor|owner`, `list`, `remove NAME`, `reset NAME`: the
// company's accounts for the lead inbox, kept in the leads' database. A password is typed at a
// prompt, or read from standard input when that is not a terminal; never an argument.
// Exit 0 done, 1 refused (the message says why), 2 could not run.
import { existsSync } from "node:fs";
import {
  databaseFileOf,
  databaseProblem,
  DatabaseProblem,
  hashPassword,
  nameRefusal,
  openDatabase,
  passwordRefusal,
  type PagesDatabase,
  type UserRole,
} from "../../runtime/server/index.ts";
import { storePath } from "../leads/store-path.ts";
import { formatUsers } from "../users/format.ts";
import { readPassword } from "../users/read-password.ts";

export interface UsersOptions {
  pages: string;
  store?: string;
}

/**
 * Runs work on the database the leads are kept in; 2, said why, when it cannot be opened or used.
 * Only `add` creates it: the others answer `absent` instead, so a command run in the wrong folder
 * leaves no empty database behind.
 */
async function withDatabase(
  options: UsersOptions,
  work: (database: PagesDatabase) => Promise<number> | number,
  absent?: (file: string) => number,
): Promise<number> {
  const path = await storePath(options.pages, options);
  if (path === null) return 2;
  const file = databaseFileOf(path);
  if (absent && !existsSync(file)) return absent(file);
  let database: PagesDatabase;
  try {
    database = openDatabase(file);
  } catch (error) {
    // openDatabase throws a DatabaseProblem for whatever SQLite or the disk refused; anything else is a bug.
    if (!(error instanceof DatabaseProblem)) throw error;
    console.error(error.message);
    return 2;
  }
  try {
    return await work(database);
  } catch (error) {
    const problem = databaseProblem(error, file);
    if (!(problem instanceof DatabaseProblem)) throw error;
    console.error(problem.message);
    return 2;
  } finally {
    database.close();
  }
}

/** A new password for name, read and checked; the hash to store, or the exit code when there is none. */
async function newPasswordHash(name: string): Promise<string | number> {
  const input = await readPassword(`Password for ${name}: `);
  if ("problem" in input) {
    if (input.problem === "empty") {
      console.error("No password on standard input: type it at the prompt, or give it as the first line of standard input.");
      return 2;
    }
    console.error(input.problem === "different" ? "The two passwords typed differ: nothing was changed." : "Cancelled: nothing was changed.");
    return 1;
  }
  const refusal = passwordRefusal(input.password, name);
  if (refusal) {
    console.error(`${refusal} Nothing was changed.`);
    return 1;
  }
  return hashPassword(input.password);
}

export function usersAddCommand(name: string, options: UsersOptions & { role: UserRole }): Promise<number> {
  const refusal = nameRefusal(name);
  if (refusal) {
    console.error(refusal);
    return Promise.resolve(1);
  }
  return withDatabase(options, async (database) => {
    const taken = database.users.find(name);
    if (taken) {
      console.error(
        `There is already a user named ${taken.name} (a name is the same whatever its capitals). Choose another, or set a new password with \`pages users reset ${taken.name}\`.`,
      );
      return 1;
    }
    const hash = await newPasswordHash(name);
    if (typeof hash === "number") return hash;
    if (!database.users.add(name, options.role, hash, new Date().toISOString())) {
      console.error(`There is already a user named ${name}: someone added it meanwhile.`);
      return 1;
    }
    console.log(`Added ${name} (${options.role}).`);
    return 0;
  });
}

function noUsersYet(file: string): number {
  console.log(`No users yet in ${file}. Add the first owner with \`npx pages users add NAME --role owner\`.`);
  return 0;
}

function noSuchUser(name: string): number {
  console.error(`There is no user named ${name}: \`pages users list\` lists them.`);
  return 1;
}

export function usersListCommand(options: UsersOptions): Promise<number> {
  return withDatabase(
    options,
    (database) => {
      const users = database.users.list();
      if (users.length === 0) return noUsersYet(database.path);
      console.log(formatUsers(users));
      return 0;
    },
    noUsersYet,
  );
}

export function usersRemoveCommand(name: string, options: UsersOptions): Promise<number> {
  return withDatabase(
    options,
    (database) => {
      const user = database.users.find(name);
      if (!user || !database.users.remove(user.name)) return noSuchUser(name);
      console.log(`Removed ${user.name} (${user.role}); their sessions ended with them. Leads assigned to them are unassigned.`);
      return 0;
    },
    () => noSuchUser(name),
  );
}

export function usersResetCommand(name: string, options: UsersOptions): Promise<number> {
  return withDatabase(
    options,
    async (database) => {
      const user = database.users.find(name);
      if (!user) return noSuchUser(name);
      const hash = await newPasswordHash(user.name);
      if (typeof hash === "number") return hash;
      const ended = database.users.resetPassword(user.name, hash, new Date().toISOString());
      if (ended === null) {
        console.error(`There is no user named ${name} any more: someone removed it meanwhile.`);
        return 1;
      }
      console.log(`New password set for ${user.name}; ${ended} session${ended === 1 ? "" : "s"} ended, so they sign in again.`);
      return 0;
    },
    () => noSuchUser(name),
  );
}
