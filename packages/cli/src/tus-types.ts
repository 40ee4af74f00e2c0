import type { PreviousUpload } from 'tus-js-client';

/**
 * tus-js-client's Node build exports FileUrlStorage (a JSON file of unfinished uploads' addresses, locked while
 * it is written), which its type definitions leave out.
 */
declare module 'tus-js-client' {
  export class FileUrlStorage {
    constructor(path: string);
    findAllUploads(): Promise<PreviousUpload[]>;
    findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]>;
    removeUpload(urlStorageKey: string): Promise<void>;
    addUpload(fingerprint: string, upload: PreviousUpload): Promise<string>;
  }
}
