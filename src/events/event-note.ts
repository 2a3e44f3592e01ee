/** The API server refuses a longer note. */
export const NOTE_LIMIT_BYTES = 1024;
const ELLIPSIS = '…';

/** The note cut to the API's limit in UTF-8 bytes, on a character boundary, ending in … when cut. */
export function noteWithin(note: string, limitBytes = NOTE_LIMIT_BYTES): string {
  const bytes = Buffer.from(note, 'utf8');
  if (bytes.length <= limitBytes) return note;
  let end = limitBytes - Buffer.byteLength(ELLIPSIS);
  // A UTF-8 continuation byte (10xxxxxx) is never where a character starts.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString('utf8') + ELLIPSIS;
}
