/** docs/product.md, "Validation": which picked or dropped file is accepted, and the text when none is. */
import { ACCEPTED_IMAGE_EXTENSIONS } from '../../config/ui-constants.js';
import { sr } from '../../i18n/sr.js';

export type FileCheck = { ok: true; file: File } | { ok: false; message: string };

/** `accept` attribute of the file input: the product's extensions and the image types. */
export const FILE_INPUT_ACCEPT = [
  ...ACCEPTED_IMAGE_EXTENSIONS.map((ext) => `.${ext}`),
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Only the first file counts. Not an image/ type: "Molimo dodajte samo slike…". None, or an
 * image whose extension is not jpeg/jpg/png/gif/webp: "Nijedna datoteka nije izabrana…".
 */
export function checkPickedFiles(files: ArrayLike<File> | null | undefined): FileCheck {
  const file = files && files.length > 0 ? files[0] : undefined;
  if (!file) return { ok: false, message: sr.solve.noFile };
  if (!file.type.startsWith('image/')) return { ok: false, message: sr.solve.onlyImages };
  const ext = extensionOf(file.name);
  // Camera captures and pasted images may come without a name; their type alone decides.
  if (ext && !(ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
    return { ok: false, message: sr.solve.noFile };
  }
  return { ok: true, file };
}
