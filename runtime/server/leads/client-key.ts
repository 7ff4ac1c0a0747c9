// Who a submission counts against in the rate limit. An IPv4 address is one client. An IPv6
// address is not: a home or a phone is given a whole /64 and picks addresses from it at will, so
// counting single addresses would let one visitor post without limit. IPv6 clients are counted by
// their /64, and an IPv4 address written as IPv6 (::ffff:1.2.3.4, as a dual-stack socket reports
// it) counts as that IPv4 address.
import { isIPv4, isIPv6 } from "node:net";

/** What is kept of text that is not an address (an odd X-Forwarded-For): enough to tell apart, never a large key. */
const MAX_OTHER_KEY = 64;

/** The eight 16-bit groups of a valid IPv6 address, with :: expanded and a dotted IPv4 tail converted. */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  if (tail === undefined) return parse(head);
  const first = parse(head);
  const last = parse(tail);
  return [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last];
}

export function clientKey(address: string): string {
  let text = address.trim();
  // Forms a proxy may write: [v6]:port, v4:port, and a zone (fe80::1%eth0).
  text = /^\[([^\]]*)\](?::\d+)?$/.exec(text)?.[1] ?? text;
  text = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)?.[1] ?? text;
  if (text.includes(":")) text = text.replace(/%.*$/, "");
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return text.slice(0, MAX_OTHER_KEY);
  const groups = groupsOf(text.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
