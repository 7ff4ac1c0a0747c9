// The form's validation: the zod schema and its resolver. Kept in a module of its own so the browser
// loads it when a visitor starts filling a form in, not with the page (see lazy-resolver.ts).
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { formSchema, type FormRules, type FormValues } from "./schema.ts";

export function resolverFor(form: FormRules): Resolver<FormValues> {
  return zodResolver(formSchema(form));
}
