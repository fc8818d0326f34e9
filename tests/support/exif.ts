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
