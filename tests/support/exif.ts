import sharp from 'sharp';

/**
 * The tags of the GPS directory in an EXIF block as sharp returns it (`metadata().exif`: `Exif\0\0`
 * then a TIFF structure), or [] when it has none: enough to tell a fixture really carries a position
 * and a stored picture no longer does.
 */
export function exifGpsTags(exif: Buffer | undefined): number[] {
  if (!exif || exif.toString('latin1', 0, 4) !== 'Exif') return [];
  const tiff = exif.subarray(6);
  const littleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (littleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (littleEndian ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (directory: number) => Array.from({ length: u16(directory) }, (_, i) => directory + 2 + i * 12);
  // In IFD0, tag 0x8825 points at the GPS directory.
  const gpsPointer = entries(u32(4)).find((entry) => u16(entry) === 0x8825);
  return gpsPointer === undefined ? [] : entries(u32(gpsPointer + 8)).map(u16);
}

/** GPS tags a phone writes: latitude and longitude with their hemispheres (EXIF tags 1-4). */
export const GPS_TAGS = [1, 2, 3, 4];

/**
 * A 300 × 200 picture in `format` as a phone writes one held upright: stored sideways with EXIF
 * orientation 6 (turn a quarter clockwise to show), the place it was taken, who took it, and an ICC
 * profile. (sharp writes no GPS into a PNG, so PNG is not among the formats.)
 */
export function phonePicture(format: 'jpeg' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffb703' } })
    .withExif({
      IFD0: { Artist: 'Jane Seller', Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3960/100' },
    })
    .withMetadata({ orientation: 6 })
    .toFormat(format)
    .toBuffer();
}
