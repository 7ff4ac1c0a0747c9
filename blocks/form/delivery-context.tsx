// Lets a test, a preview or a host swap the submit step without touching the form: wrap the
// page (or one form) in <FormDeliveryProvider submit={...}>.
import { createContext, useContext, type ReactNode } from "react";
import { submitForm, type SubmitFormFn } from "./submit.ts";

const DeliveryContext = createContext<SubmitFormFn>(submitForm);

export function FormDeliveryProvider({ submit, children }: { submit: SubmitFormFn; children: ReactNode }) {
  return <DeliveryContext.Provider value={submit}>{children}</DeliveryContext.Provider>;
}

/** The submit step forms use: `submitForm` unless a provider above replaces it. */
export function useSubmitForm(): SubmitFormFn {
  return useContext(DeliveryContext);
}
