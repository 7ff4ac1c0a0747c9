// A password for `pages users add` and `reset`: never an argument (it would stay in the shell's
// history and in the process list). At a terminal it is typed twice at a prompt that shows nothing;
// otherwise it is the first line of standard input, for scripts and tests
// (`printf '%s\n' "$PASSWORD" | npx pages users add ...`).

/** The password read, or why none was: "cancelled" (Ctrl+C, Ctrl+D), "empty" (nothing on standard input), "different" (the two typings differ). */
export type PasswordInput = { password: string } | { problem: "cancelled" | "empty" | "different" };

async function firstLineOfInput(): Promise<string | null> {
  let text = "";
  for await (const chunk of process.stdin) {
    text += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
    if (text.includes("\n")) break;
  }
  const line = text.split("\n")[0]!.replace(/\r$/, "");
  return line === "" ? null : line;
}

/** One line typed at the terminal with nothing echoed; null when cancelled. */
function typedWithoutEcho(prompt: string): Promise<string | null> {
  const input = process.stdin;
  // Raw mode first: what is typed once the prompt shows is never echoed, however fast it comes.
  input.setRawMode(true);
  process.stderr.write(prompt);
  input.setEncoding("utf8");
  input.resume();
  let typed = "";
  return new Promise((resolve) => {
    const finish = (value: string | null) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      resolve(value);
    };
    const onData = (keys: string) => {
      // An arrow or function key arrives as an escape sequence: it is no part of a password.
      if (keys.startsWith("\u001b")) return;
      for (const key of keys) {
        if (key === "\r" || key === "\n") return finish(typed);
        // Ctrl+C and Ctrl+D: raw mode turns them into characters, so they are handled here.
        if (key === "\u0003" || key === "\u0004") return finish(null);
        if (key === "\u007f" || key === "\b") typed = [...typed].slice(0, -1).join("");
        else if (key >= " ") typed += key;
      }
    };
    input.on("data", onData);
  });
}

export async function readPassword(prompt: string): Promise<PasswordInput> {
  if (!process.stdin.isTTY) {
    const line = await firstLineOfInput();
    return line === null ? { problem: "empty" } : { password: line };
  }
  const first = await typedWithoutEcho(prompt);
  if (first === null) return { problem: "cancelled" };
  const again = await typedWithoutEcho("Type it again: ");
  if (again === null) return { problem: "cancelled" };
  return first === again ? { password: first } : { problem: "different" };
}
