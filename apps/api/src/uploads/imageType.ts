/** The raster image kinds a profile photo may be, told by their first bytes (the declared type can lie). */
const signatures: Array<{ extension: string; matches: (data: Buffer) => boolean }> = [
  { extension: 'png', matches: (data) => data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])) },
  { extension: 'jpg', matches: (data) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff },
  { extension: 'gif', matches: (data) => /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1')) },
  {
    extension: 'webp',
    matches: (data) =>
      data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The file extension for an image's content, or null when it is not a PNG, JPEG, GIF or WebP image. */
export function imageExtension(data: Buffer): string | null {
  return signatures.find((signature) => signature.matches(data))?.extension ?? null;
}
