// The admin's addresses, under the path the site keeps for it (reserved-paths.ts).
import { adminPrefix } from "../../foundation/content/reserved-paths.ts";

export const adminPaths = {
  home: adminPrefix,
  login: `${adminPrefix}/login`,
  logout: `${adminPrefix}/logout`,
  leads: `${adminPrefix}/leads`,
  leadsCsv: `${adminPrefix}/leads.csv`,
  summary: `${adminPrefix}/summary`,
  users: `${adminPrefix}/users`,
  audit: `${adminPrefix}/audit`,
  /** The visual editor: its page is at this folder's address, with the slash. */
  edit: `${adminPrefix}/edit/`,
  style: `${adminPrefix}/admin.css`,
  publish: `${adminPrefix}/publish`,
  preview: `${adminPrefix}/preview`,
} as const;
