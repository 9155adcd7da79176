// Bytes to text as the Python tool reads them (errors.normalize.sniff and decode): UTF-8 (undecodable bytes
// replaced, a byte order mark kept as a character), UTF-16 with a byte order mark; binary data is refused.
import { dataFile } from "./data.js";

/** Input that cannot be used at all (binary data): the CLI exits with `exitCode`, as errors.normalize.InputError. */
export class InputError extends Error {
  constructor(message) {
    super(message);
    this.name = "InputError";
    this.exitCode = 2;
  }
}

const BINARY = "the input looks like binary data, not text; paste the error message or the log";

/** "utf-16" (with a byte order mark) or "utf-8", from the start of the data; throws InputError for binary data. */
export function sniff(data) {
  // A UTF-16 BOM, and then text whose every other byte is zero (as UTF-16 text mostly is).
  const head = data.subarray(2, 4098);
  if (data.length >= 2 && ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff))) {
    let zeros = 0;
    for (const b of head) {
      if (b === 0) {
        zeros++;
      }
    }
    if (zeros >= Math.floor(head.length / 4)) {
      return "utf-16";
    }
  }
  const sample = data.subarray(0, dataFile("scan.json").constants.SNIFF_BYTES);
  if (sample.length) {
    let controls = 0;
    let nul = false;
    for (const b of sample) {
      if (b === 0) {
        nul = true;
      }
      if (b < 32 && b !== 9 && b !== 10 && b !== 13 && b !== 27) {
        controls++;
      }
    }
    if ((nul && controls > sample.length * 0.05) || controls > sample.length * 0.3) {
      throw new InputError(BINARY);
    }
  }
  return "utf-8";
}

/** The UTF-16 decoder for data that starts with its byte order mark (which the decoder drops). */
export function utf16Decoder(data) {
  return new TextDecoder(data[0] === 0xff ? "utf-16le" : "utf-16be");
}

/** Text from bytes, as errors.normalize.decode. */
export function decode(data) {
  if (sniff(data) === "utf-16") {
    return utf16Decoder(data).decode(data);
  }
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(data);
}
