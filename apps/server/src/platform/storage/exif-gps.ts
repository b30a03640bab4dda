/** What an image's EXIF says about where and when it was taken. */
export interface ExifFacts {
  location: { latitude: number; longitude: number } | null;
  /** DateTimeOriginal as written by the camera ("2030-03-05T10:15:00", no zone). */
  capturedAt: string | null;
}

const EXIF_IFD = 0x8769;
const GPS_IFD = 0x8825;
const DATE_TIME_ORIGINAL = 0x9003;
const GPS_LAT_REF = 1;
const GPS_LAT = 2;
const GPS_LON_REF = 3;
const GPS_LON = 4;
const TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

interface Entry {
  type: number;
  count: number;
  /** Offset of the value (inline or pointed to) within the TIFF block. */
  at: number;
}

/**
 * Read GPS position and capture time from a raw EXIF block (as sharp's metadata().exif gives it:
 * "Exif\0\0" then a TIFF header). Only the few tags we keep; anything malformed gives nulls,
 * never an exception — the file comes from a stranger.
 */
export function readExifFacts(exif: Buffer | undefined): ExifFacts {
  const none: ExifFacts = { location: null, capturedAt: null };
  if (!exif || exif.length < 14) {
    return none;
  }
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  try {
    return parseTiff(tiff);
  } catch {
    return none;
  }
}

function parseTiff(tiff: Buffer): ExifFacts {
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));

  function readIfd(offset: number): Map<number, Entry> {
    const entries = new Map<number, Entry>();
    const count = u16(offset);
    for (let i = 0; i < count && i < 512; i++) {
      const at = offset + 2 + i * 12;
      const type = u16(at + 2);
      const n = u32(at + 4);
      const bytes = (TYPE_SIZES[type] ?? 1) * n;
      entries.set(u16(at), { type, count: n, at: bytes <= 4 ? at + 8 : u32(at + 8) });
    }
    return entries;
  }
  const ascii = (e: Entry | undefined) =>
    e && e.type === 2 ? tiff.toString('latin1', e.at, e.at + e.count).replace(/\0+$/, '') : null;
  function degrees(e: Entry | undefined): number | null {
    if (!e || e.type !== 5 || e.count !== 3) {
      return null;
    }
    const parts = [0, 1, 2].map((i) => {
      const den = u32(e.at + i * 8 + 4);
      return den === 0 ? Number.NaN : u32(e.at + i * 8) / den;
    });
    const [d = Number.NaN, m = Number.NaN, s = Number.NaN] = parts;
    const value = d + m / 60 + s / 3600;
    return Number.isFinite(value) ? value : null;
  }

  const ifd0 = readIfd(u32(4));
  const exifIfd = ifd0.get(EXIF_IFD);
  const gpsIfd = ifd0.get(GPS_IFD);

  let capturedAt: string | null = null;
  if (exifIfd) {
    const raw = ascii(readIfd(u32(exifIfd.at)).get(DATE_TIME_ORIGINAL));
    const m = raw ? /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(raw) : null;
    capturedAt = m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}` : null;
  }

  let location: ExifFacts['location'] = null;
  if (gpsIfd) {
    const gps = readIfd(u32(gpsIfd.at));
    const lat = degrees(gps.get(GPS_LAT));
    const lon = degrees(gps.get(GPS_LON));
    if (lat !== null && lon !== null && lat <= 90 && lon <= 180) {
      const latitude = ascii(gps.get(GPS_LAT_REF)) === 'S' ? -lat : lat;
      const longitude = ascii(gps.get(GPS_LON_REF)) === 'W' ? -lon : lon;
      location = { latitude: Math.round(latitude * 1e7) / 1e7, longitude: Math.round(longitude * 1e7) / 1e7 };
    }
  }
  return { location, capturedAt };
}
