// An icon, drawn as lucide draws it. Icons named in the content are drawn from the page's data (see
// runtime/data/icon-markup.ts); the few the interface itself shows (the menu's, the lists' arrows,
// the contact lines') from interface-icons.gen.ts. Both are markup made by `npm run gen`, so no
// icon library reaches the visitor's browser and no render builds an icon.
import type { IconName } from "../../../schema/index.ts";
import { useContentIconDrawing } from "../site-context.tsx";
import { interfaceDrawings, type InterfaceIconName } from "./interface-icons.gen.ts";

const isInterfaceIcon = (name: string): name is InterfaceIconName => Object.hasOwn(interfaceDrawings, name);

export function Icon({ name, size = 24, className, color }: { name: IconName | InterfaceIconName; size?: number; className?: string; color?: string }) {
  // Outside a page (a notice in the editor), only the interface's own icons are drawn.
  const drawing = useContentIconDrawing(name) ?? (isInterfaceIcon(name) ? interfaceDrawings[name] : undefined);
  if (drawing === undefined) return null;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color ?? "currentColor"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
      // Our own markup, made from lucide's icons by `npm run gen`; no visitor's text is in it.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
