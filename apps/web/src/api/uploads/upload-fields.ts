/** The upload form's fields, sent with a file (as tus metadata) and checked by the server as the form. */
export interface UploadFields {
  language: string;
  mode: string;
  diarize: boolean;
  speakerCount?: number | undefined;
  folderId?: number | undefined;
  /** Keep a second copy of a file already in that place (the server otherwise answers with that file). */
  keepDuplicate?: boolean | undefined;
}
