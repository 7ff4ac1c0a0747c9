// Messages on the wire between the browser and pages' servers (messages.ts): for the lead endpoint,
// its forms, the visual editor's server and its page alike.
export {
  editorRequestErrors,
  fieldErrorsAnswer,
  leadSubmission,
  MAX_PICTURE_UPLOAD_BYTES,
  PICTURE_NAME_HEADER,
  pictureUploadRefusals,
  saveRequest,
  sessionRequest,
  submissionErrors,
  type FieldErrorsAnswer,
  type LeadSubmission,
  type PictureUploadAnswer,
  type SaveAnswer,
  type SaveRequest,
  type SessionRequest,
} from "./messages.ts";
