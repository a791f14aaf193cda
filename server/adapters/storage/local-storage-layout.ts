/** Where the embedded store lives on the server's URL space, and which keys it maps to files. */
export const LOCAL_BUCKET = 'objects';
export const LOCAL_UPLOAD_PATH = '/storage/upload';
export const LOCAL_OBJECT_PATH = '/storage/objects/';

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]{0,300}$/;

/** Keys the store maps to files: plain characters, no `..` segment that would leave its folder. */
export const isSafeObjectKey = (key: string): boolean => SAFE_KEY.test(key) && !key.split('/').includes('..');
