// The trap field every form carries: invisible to people, tempting to the robots that fill in
// every field they find. The lead endpoint answers a submission with it filled in like a success,
// and drops it.
//
// Its name has an underscore, which the schema forbids in declared field names, so it can never
// collide with a real field. It avoids words browsers autofill ("company", "name", "email",
// "address"): an autofilled trap would silently drop a real visitor's lead.
export const HONEYPOT_FIELD = "website_url";
