/** All ten explanation languages; Record<Language, …> makes a missing language a compile error. */
import type { Language } from '../../../../contract/index.js';
import { bg } from './bg.js';
import { de } from './de.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { hr } from './hr.js';
import type { Messages } from './messages.js';
import { rom } from './rom.js';
import { sl } from './sl.js';
import { sq } from './sq.js';
import { sr } from './sr.js';
import { tr } from './tr.js';

export const MESSAGES: Record<Language, Messages> = {
  srpski: sr,
  english: en,
  hrvatski: hr,
  slovenian: sl,
  bulgarian: bg,
  albanian: sq,
  turkish: tr,
  romani: rom,
  german: de,
  french: fr,
};
