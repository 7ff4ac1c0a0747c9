// Lets the bundler drop the parts of React Router the site never uses.
//
// The site uses three things from react-router: BrowserRouter, useLocation and useNavigate. The
// package's build defines everything else in the same module, and two kinds of module-level
// statement keep all of it in the bundle, because the bundler cannot tell they have no effect:
//   - names for the debugger, `Link.displayName = "Link";`, which pin Link, NavLink, Form,
//     ScrollRestoration and the route matching they reach;
//   - contexts and components made by plain calls, `React.createContext(null)`,
//     `React.forwardRef(...)`, `React.memo(...)`.
// This plugin removes the first and marks the second pure, in the build only (the dev server
// keeps the names for React's developer tools). Nothing else in the module changes: a context or
// component the site uses is kept whole, with the same behaviour. It took react-router from
// 13.9 KB to 5.5 KB gzipped in the browser's first load.
import type { Plugin } from "vite";
import { parseAst } from "vite";

const routerModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/;
const pureFactories = new Set(["createContext", "forwardRef", "memo"]);
const pureMark = "/* @__PURE__ */ ";

export function routerTreeShaking(): Plugin {
  return {
    name: "pages:router-tree-shaking",
    apply: "build",
    transform: {
      filter: { id: routerModule },
      handler(code) {
        const changed = markTreeShakable(code);
        return changed === code ? null : { code: changed, map: null };
      },
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The module's text with debugger names removed and factory calls marked pure. */
export function markTreeShakable(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of program.body) {
    if (isDebuggerName(statement)) {
      edits.push({ start: statement.start, end: statement.end, text: "" });
      continue;
    }
    if (statement.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init || !isFactoryCall(init)) continue;
      if (code.slice(declarator.start, init.start).includes("__PURE__")) continue;
      edits.push({ start: init.start, end: init.start, text: pureMark });
    }
  }
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

/** For `name.property`, the property's name; otherwise null. */
function propertyOfName(node: Node): string | null {
  if (node.type !== "MemberExpression" || node.computed) return null;
  const object = node.object as Node;
  const property = node.property as Node & { name?: string };
  return object.type === "Identifier" && property.type === "Identifier" ? (property.name ?? null) : null;
}

/** `Something.displayName = "Text";` */
function isDebuggerName(statement: Node): boolean {
  if (statement.type !== "ExpressionStatement") return false;
  const assignment = statement.expression as Node;
  if (assignment.type !== "AssignmentExpression" || assignment.operator !== "=") return false;
  const value = assignment.right as Node;
  return propertyOfName(assignment.left as Node) === "displayName" && value.type === "Literal" && typeof value.value === "string";
}

/** `React.createContext(...)`, `React.forwardRef(...)` or `React.memo(...)`, under any import name. */
function isFactoryCall(init: Node): boolean {
  if (init.type !== "CallExpression") return false;
  const name = propertyOfName(init.callee as Node);
  return name !== null && pureFactories.has(name);
}
