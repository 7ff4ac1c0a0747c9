// Publishing from the admin, as the company does it: `pages serve` in a copy of the project that is a
// git checkout, an editor signed in over HTTP, the saved pages.json published (the lint's findings
// need a reason), changed and published again, a version previewed by one browser only, the first
// made live again, and each publish committed with the editor as its author.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copyOfProject, runCliIn } from "./helpers.ts";
import { startServe, type ServeProcess } from "./serve-process.ts";

let project: string;
let serve: ServeProcess;
let cookie = "";
let csrf = "";
const password = "a long enough password 1";

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], { cwd: project, encoding: "utf8" });

beforeAll(async () => {
  project = copyOfProject();
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "The project as shipped");
  runCliIn(project, "--help");
  const added = spawnSync(process.execPath, ["cli/bin.mjs", "users", "add", "Bilal", "--role", "editor"], {
    cwd: project,
    input: `${password}\n`,
    encoding: "utf8",
  });
  expect(added.status, added.stderr).toBe(0);
  serve = await startServe({ project });
}, 120_000);

afterAll(async () => {
  await serve?.stop();
  rmSync(project, { recursive: true, force: true });
});

const sameOrigin = { "sec-fetch-site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${serve.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { ...sameOrigin, cookie, ...headers },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  });
}

async function signIn() {
  const answer = await fetch(`${serve.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: sameOrigin,
    body: new URLSearchParams({ name: "Bilal", password }).toString(),
  });
  expect(answer.status).toBe(303);
  cookie = answer.headers.getSetCookie()[0]!.split(";")[0]!;
  const home = await (await fetch(`${serve.url}/admin/publish`, { headers: { cookie } })).text();
  csrf = /name="csrf" value="([^"]+)"/.exec(home)![1]!;
}

const page = async (path: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${serve.url}${path}`, { headers });
  return { status: answer.status, text: await answer.text(), cacheControl: answer.headers.get("cache-control") };
};

it("publishes the saved pages over the lint's findings with a reason, changes one page, previews, rolls back, and commits each", async () => {
  await signIn();
  // Nothing published yet, nothing built: the server has no site to give.
  expect((await page("/about/")).status).toBe(404);

  // The shipped file has the lint's findings (its contradictions): a reason is asked, nothing published.
  const asked = await post("/admin/publish", { reason: "" });
  expect(asked.status).toBe(422);
  const askedText = await asked.text();
  expect(askedText).toContain("Why publish with these findings");
  expect(askedText).toMatch(/Founding year 2008 here, but 2015 on \/about and on \/ur\/about/);
  expect(askedText).not.toMatch(/pages\.json:\d+:\d+/);
  // In the staff's words: the button's missing page is its "link address", not its "href".
  expect(askedText).toContain("The button &quot;Get a Quote&quot; does nothing: it is a link button with no link address.");
  expect(askedText.replace(/<[^>]*>/g, " ")).not.toMatch(/\bhref\b|\bslug\b/);
  expect((await page("/about/")).status).toBe(404);

  const first = await post("/admin/publish", { reason: "The site as shipped, contradictions known" });
  expect(first.status).toBe(200);
  expect(await first.text()).toMatch(/Published: visitors now get version (\d{8}-\d{6})/);
  const about = await page("/about/");
  expect(about.status).toBe(200);
  expect(about.text).toContain("was founded in 2015");
  expect(about.cacheControl).toBe("public, max-age=0, must-revalidate");

  // An edit saved, then built to be previewed first: one page changed.
  const pagesFile = join(project, "pages.json");
  writeFileSync(pagesFile, readFileSync(pagesFile, "utf8").replace("was founded in 2015", "was founded in 2008"));
  // Two at once (two people, or a double click): one builds, the other is told to wait for it.
  const [second, again] = await Promise.all([
    post("/admin/publish", { reason: "Founding year made one", then: "preview" }),
    post("/admin/publish", { reason: "Twice", then: "preview" }),
  ]);
  expect([second.status, again.status].sort()).toEqual([200, 409]);
  const [built, waited] = second.status === 200 ? [second, again] : [again, second];
  expect(await waited.text()).toContain("Bilal is publishing now");
  expect(await built.text()).toMatch(/Built version \d{8}-\d{6}(-\d+)? \(1 page changed\): preview it below, then make it live/);
  const reason = built === second ? "Founding year made one" : "Twice";
  expect((await page("/about/")).text).toContain("was founded in 2015");
  const publishPage = (await page("/admin/publish", { cookie })).text;
  const versions = [...publishPage.matchAll(/Version (\d{8}-\d{6}(?:-\d+)?):/g)].map((match) => match[1]!);
  expect(versions).toHaveLength(2);
  const [newer, older] = versions as [string, string];
  expect(publishPage).toContain("<li>/about/</li>");
  expect(publishPage).toMatch(/-.*was founded in 2015[\s\S]*\+.*was founded in 2008/);

  // Previewed by this browser only: at the site's own addresses, never cached.
  const preview = await fetch(`${serve.url}/admin/preview/${newer}/about/`, { redirect: "manual", headers: { cookie } });
  expect(preview.status).toBe(303);
  expect(preview.headers.get("location")).toBe("/about/");
  const previewCookie = preview.headers.getSetCookie()[0]!.split(";")[0]!;
  const previewed = await page("/about/", { cookie: `${cookie}; ${previewCookie}` });
  expect(previewed.text).toContain("was founded in 2008");
  expect(previewed.cacheControl).toBe("no-store");
  expect((await page("/about/")).text).toContain("was founded in 2015");

  // Made live in one click, and the first made live again in one more.
  expect((await post(`/admin/publish/${newer}/live`, {})).status).toBe(200);
  expect((await page("/about/")).text).toContain("was founded in 2008");
  expect((await post(`/admin/publish/${older}/live`, {})).status).toBe(200);
  expect((await page("/about/")).text).toContain("was founded in 2015");
  // A made-up token previews nothing.
  expect((await page("/about/", { cookie: "pages_preview=made-up" })).text).toContain("was founded in 2015");

  // Each publish a commit, by the editor, of pages.json.
  // The first was the file as committed already: nothing new to commit, so it is that commit.
  const log = git("log", "--format=%H|%an|%s").trim().split("\n");
  expect(log.map((line) => line.split("|").slice(1).join("|"))).toEqual([
    `Bilal|Published version ${newer} from the admin: ${reason}`,
    "Test|The project as shipped",
  ]);
  expect(git("show", "--stat", "--format=", "HEAD")).toContain("pages.json");
  const commits = (await page("/admin/publish", { cookie })).text;
  expect(commits).toContain(`Saved in git as ${log[0]!.slice(0, 12)}`);
  expect(commits).toContain(`Saved in git as ${log[1]!.slice(0, 12)}`);
}, 300_000);

it("refuses a file that does not validate, and says what to fix", async () => {
  const pagesFile = join(project, "pages.json");
  const saved = readFileSync(pagesFile, "utf8");
  writeFileSync(pagesFile, saved.replace(/"version": \d+/, '"version": "three"'));
  const refused = await post("/admin/publish", { reason: "try" });
  expect(refused.status).toBe(422);
  const refusedText = await refused.text();
  expect(refusedText).toMatch(/Nothing was published: the saved pages have 1 problem/);
  expect(refusedText).toContain('<a href="/admin/edit/">Open the editor</a>');
  writeFileSync(pagesFile, saved);
}, 120_000);
