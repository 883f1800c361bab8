import { Unzip, UnzipInflate } from 'fflate';
import { ZIP_BOUNDS } from '../../contract/constants';
import { ZipBoundError } from '../../lib/errors';

/**
 * The one way the site reads a zip (an EPUB uploaded, a suspect file, a book being watermarked):
 * as a stream, entry by entry, within ZIP_BOUNDS. Every entry is inflated and
 * counted, whether its reader wants its bytes or not, so the bounds hold for the whole file. The
 * source goes in in small slices, because fflate inflates each slice it is given whole: a slice of
 * SLICE_BYTES unpacks to at most ~1,032 × as much (deflate's limit), which is all that is ever
 * inflated past a bound before reading stops: the source is closed and nothing is kept.
 */

export class NotAZipError extends Error {
  constructor() {
    super('This file is not a zip archive, or a damaged one.');
  }
}

/** What an entry's reader does with its bytes as they unpack (the last call has `final`). */
export type EntrySink = (chunk: Uint8Array, final: boolean) => void;
export type ZipBounds = { [bound in keyof typeof ZIP_BOUNDS]: number };

export const SLICE_BYTES = 16 * 1024;
/** The event loop gets a turn after this many slices, so the process answers others meanwhile. */
const SLICES_PER_TURN = 16;
const MB = 1024 * 1024;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A sink that hands over the entry's bytes whole, once unpacked (for the small text files a reader needs). */
export function whole(onData: (data: Uint8Array) => void): EntrySink {
  const parts: Uint8Array[] = [];
  return (chunk, final) => {
    parts.push(chunk);
    if (final) onData(parts.length === 1 ? parts[0]! : Buffer.concat(parts));
  };
}

async function* sliced(source: AsyncIterable<Uint8Array> | Uint8Array): AsyncGenerator<Uint8Array> {
  for await (const chunk of source instanceof Uint8Array ? [source] : source) {
    for (let at = 0; at < chunk.length; at += SLICE_BYTES) yield chunk.subarray(at, at + SLICE_BYTES);
  }
}

/**
 * Reads every entry of the zip in `source`, giving each to the sink `onEntry` returns for its
 * name (none: unpacked, counted and dropped). A bound passed throws ZipBoundError; a file that is
 * not a zip, or a damaged one, NotAZipError; a sink's own error, as it is.
 */
export async function readZip(
  source: AsyncIterable<Uint8Array> | Uint8Array,
  onEntry: (name: string) => EntrySink | undefined,
  bounds: ZipBounds = ZIP_BOUNDS,
): Promise<void> {
  let stopped: Error | undefined;
  let entries = 0;
  let total = 0;
  let read = 0;
  let sliceStart = 0;
  const stop = (error: Error) => (stopped ??= error);
  const unzip = new Unzip((file) => {
    if (stopped) return;
    if (++entries > bounds.entries)
      return void stop(
        new ZipBoundError(`This file holds more than ${bounds.entries.toLocaleString('en-US')} files`, total),
      );
    const sink = onEntry(file.name);
    // The compressed bytes read since the slice the entry began in: never fewer than it has used.
    const startedAt = sliceStart;
    let inflated = 0;
    file.ondata = (error, chunk, final) => {
      if (stopped) return;
      if (error) return void stop(new NotAZipError());
      inflated += chunk.length;
      total += chunk.length;
      if (inflated > bounds.entryBytes)
        stop(new ZipBoundError(`A file inside this one unpacks to more than ${bounds.entryBytes / MB} MB`, total));
      else if (total > bounds.totalBytes)
        stop(new ZipBoundError(`This file unpacks to more than ${bounds.totalBytes / MB} MB`, total));
      else if (inflated > bounds.ratioFromBytes && inflated > bounds.ratio * (read - startedAt)) {
        stop(
          new ZipBoundError(`A file inside this one unpacks to more than ${bounds.ratio} times its packed size`, total),
        );
      }
      if (stopped) return file.terminate();
      try {
        sink?.(chunk, final);
      } catch (sinkError) {
        stop(sinkError as Error);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  let slices = 0;
  for await (const slice of sliced(source)) {
    sliceStart = read;
    read += slice.length;
    try {
      unzip.push(slice);
    } catch {
      stop(new NotAZipError());
    }
    // Leaving the loop closes the source (an S3 body stops downloading).
    if (stopped) throw stopped;
    if (++slices % SLICES_PER_TURN === 0) await turn();
  }
  try {
    unzip.push(new Uint8Array(0), true);
  } catch {
    stop(new NotAZipError());
  }
  if (!stopped && !entries) stop(new NotAZipError());
  if (stopped) throw stopped;
}
