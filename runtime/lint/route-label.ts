// How a finding names the pages it shows on: "/about", "/areas/dubai and 7 more pages", "every page".

export function routeLabel(routes: readonly string[], pageCount: number): string {
  const [first] = routes;
  if (first === undefined) return "no page";
  if (routes.length === 1) return first;
  if (routes.length >= pageCount) return "every page";
  const more = routes.length - 1;
  return `${first} and ${more} more page${more === 1 ? "" : "s"}`;
}
