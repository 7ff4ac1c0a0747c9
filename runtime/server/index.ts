// The Node side of the runtime: pages.json read from disk for the content core, the static server
// that serves dist/ like a CDN (with the published headers), the database, and the lead endpoint
// with its store and webhook forwarder.
export { closeServer } from "./close-server.ts";
export { fingerprintedName, isFingerprinted } from "./fingerprint.ts";
export { fontFile, fontOf, isFontId } from "./font-files.ts";
export { isHiddenPath } from "./hidden-path.ts";
export { insideFolder, reallyInside } from "./inside-folder.ts";
export { startLeadEndpoint, type LeadEndpoint } from "./leads/endpoint.ts";
export { LEADS_PATH } from "./leads/handler.ts";
export { MAX_RETRY_MS } from "./leads/forwarder.ts";
export { DatabaseProblem, databaseProblem, openDatabase, type PagesDatabase, userRoles, type User, type UserRole } from "./database/index.ts";
export { isRedirect, redirectAdvice } from "./leads/webhook-post.ts";
export type { ForwardingFailure, Lead, Refusal } from "./leads/record.ts";
export { replyGreeting } from "./leads/reply-greeting.ts";
export { databaseFileOf, leadEnv, resolveLeadSettings, resolveStoreFile } from "./leads/settings.ts";
export { describeDamage } from "./leads/jsonl-store.ts";
export { csvCell, fieldNames, leadsCsv } from "./leads/csv.ts";
export { importLegacyStore } from "./leads/legacy-import.ts";
export { publishedFolderOf, shownFrom } from "./published-folder-of.ts";
export { cacheDir, projectRoot, schemaDir } from "./project-root.ts";
export { projectFiles } from "./project-files.ts";
export { headersFile, type HeadersRule } from "./headers-file.ts";
export { HEADERS_FILE, REDIRECTS_FILE } from "./published-headers.ts";
export { redirectsFile } from "./redirects-file.ts";
export { reportInternalError } from "./report-internal-error.ts";
export { cachedSchemaValidator, schemaValidatorModule } from "./schema-cache.ts";
export { writeFileWhole, writeFileWholeAsync } from "./whole-file.ts";
export { acceptedEncoding, compressAnswer } from "./compression-cache.ts";
export {
  contentTypeOf,
  createStaticServer,
  FILE_METHODS,
  fileResponder,
  fileRoutes,
  methodNotAllowed,
  type FileResponder,
  type ServedFolder,
  type ServedRoot,
} from "./static-server.ts";
export { createHttpApp, plainAnswer } from "./http-app.ts";
export { pathOf, routedUrl } from "./request-path.ts";
export { resolveFile } from "./resolve-file.ts";
export { nodeValidation, validateFile, type NodeValidationOptions } from "./validate-file.ts";
export { hashPassword, needsRehash, verifyPassword } from "./users/password-hash.ts";
export { longestPassword, passwordRefusal, shortestPassword } from "./users/password-rules.ts";
export { longestName, nameRefusal } from "./users/name-rules.ts";
export { verifyLogin, type VerifiedUser } from "./users/verify-login.ts";
export { pictureUploadRoutes, type PictureUploadOptions } from "./pictures/upload-route.ts";
export { storeUploadedPicture, uploadKindOf, UPLOAD_FOLDER } from "./pictures/picture-upload.ts";
