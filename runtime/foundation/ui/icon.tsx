// An icon by the name pages.json uses. Icons named in the content are drawn from the page's data
// (see runtime/data/icon-markup.ts); the few the interface itself shows are bundled here.
import { CircleCheck, Clock, Mail, MapPin, MessageCircle, Phone, Star, type LucideIcon } from "lucide-react";
import type { IconName } from "../../../schema/index.ts";
import { useSite } from "../site-context.tsx";

const interfaceIcons: Partial<Record<IconName, LucideIcon>> = {
  "circle-check": CircleCheck,
  clock: Clock,
  mail: Mail,
  "map-pin": MapPin,
  "message-circle": MessageCircle,
  phone: Phone,
  star: Star,
};

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const drawing = useSite().data.icons[name];
  const Bundled = interfaceIcons[name];
  if (drawing === undefined) {
    return Bundled ? <Bundled size={size} aria-hidden="true" focusable="false" className={className} /> : null;
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
      // Our own markup, made from lucide's icons at build time; no visitor's text is in it.
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
