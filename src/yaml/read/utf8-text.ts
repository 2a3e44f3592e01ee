import type { Problem } from '../../errors/index.js';

const STRICT = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a file that must be UTF-8, or a FILE_NOT_UTF8 problem at the
 * first byte that is not. A lenient decoder would put U+FFFD where the bad
 * bytes were and apply that to the cluster; the API server takes UTF-8 only.
 */
export function utf8Text(file: string, bytes: Uint8Array): { text: string } | { problem: Problem } {
  try {
    return { text: STRICT.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(NEWLINE, offset - 1) + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (bytes[i] === NEWLINE) line++;
    // Columns count characters, as every other position does; the line's start is valid UTF-8.
    const col = STRICT.decode(bytes.subarray(lineStart, offset)).length + 1;
    const byte = (bytes[offset] ?? 0).toString(16).padStart(2, '0');
    const message = `byte 0x${byte} is not UTF-8: save the file as UTF-8, the only encoding the API server takes`;
    return { problem: { code: 'FILE_NOT_UTF8', severity: 'error', file, line, col, field: '', message } };
  }
}

const NEWLINE = 0x0a;

/** The offset of the first byte that starts no valid UTF-8 sequence (RFC 3629: no overlong forms, no surrogates). */
function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length === 0) return i;
    i += length;
  }
  return bytes.length;
}

function sequenceLength(bytes: Uint8Array, i: number): number {
  const b0 = bytes[i] ?? 0;
  if (b0 < 0x80) return 1;
  const [length, low, high] =
    b0 >= 0xc2 && b0 <= 0xdf
      ? [2, 0x80, 0xbf]
      : b0 === 0xe0
        ? [3, 0xa0, 0xbf]
        : b0 === 0xed
          ? [3, 0x80, 0x9f]
          : b0 >= 0xe1 && b0 <= 0xef
            ? [3, 0x80, 0xbf]
            : b0 === 0xf0
              ? [4, 0x90, 0xbf]
              : b0 === 0xf4
                ? [4, 0x80, 0x8f]
                : b0 >= 0xf1 && b0 <= 0xf3
                  ? [4, 0x80, 0xbf]
                  : [0, 0, 0];
  if (length === 0) return 0;
  const b1 = bytes[i + 1];
  if (b1 === undefined || b1 < low || b1 > high) return 0;
  for (let k = 2; k < length; k++) {
    const b = bytes[i + k];
    if (b === undefined || b < 0x80 || b > 0xbf) return 0;
  }
  return length;
}
