/*
 * How many parts (and so how many billed messages) an SMS text takes (GSM 03.38). A text
 * written only in the GSM 7-bit alphabet is one part up to 160 characters, a character of
 * the extension table (such as `€`, `{` or `[`) counting as two, its escape and itself;
 * a longer one is split into parts of 153, the rest of each part's 160 holding the header
 * that joins them. Any character outside the alphabet ("₵", curly quotes, an emoji) sends
 * the whole text as UCS-2: 70 UTF-16 units in one part, 67 per part beyond. A part never
 * splits an escaped character or a surrogate pair, as phones could not join them again.
 */

/** The GSM 7-bit default alphabet, each a single septet (the escape itself left out). */
const GSM7_BASIC = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?',
  ...'¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
]);

/** The extension table: each sent as the escape and itself, two septets. */
const GSM7_EXTENSION = new Set([...'\f^{}\\[~]|€']);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  /** Parts it is sent (and billed) as; 0 for an empty text. */
  segments: number;
}

const LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
};

/** The encoding a text is sent in, the units it takes and the parts it makes. */
export function smsSegments(text: string): SmsSegments {
  const characters = [...text];
  const gsm = characters.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const sizes = characters.map((c) => (gsm ? (GSM7_EXTENSION.has(c) ? 2 : 1) : c.length));
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const { single, perPart } = LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0 };
  if (units <= single) return { encoding, units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, segments };
}
