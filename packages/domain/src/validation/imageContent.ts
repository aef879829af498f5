/** What a photo or picture that is not an image is answered with, on the page and by the server. */
export const NOT_AN_IMAGE = 'Invalid file type. Please upload an image.';

/** How many first bytes tell the image kinds below apart. */
export const IMAGE_SIGNATURE_BYTES = 12;

const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const PNG = [137, 80, 78, 71, 13, 10, 26, 10];

/** The raster image kinds a photo may be, told by their first bytes (the declared type and the name can lie). */
const signatures: Array<{ extension: 'png' | 'jpg' | 'gif' | 'webp'; matches: (bytes: Uint8Array) => boolean }> = [
  { extension: 'png', matches: (bytes) => PNG.every((byte, index) => bytes[index] === byte) },
  { extension: 'jpg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { extension: 'gif', matches: (bytes) => /^GIF8[79]a$/.test(latin1(bytes, 0, 6)) },
  { extension: 'webp', matches: (bytes) => latin1(bytes, 0, 4) === 'RIFF' && latin1(bytes, 8, 12) === 'WEBP' },
];

/** The file extension for an image's content, or null when it is not a PNG, JPEG, GIF or WebP image. */
export function imageExtension(bytes: Uint8Array): 'png' | 'jpg' | 'gif' | 'webp' | null {
  return signatures.find((signature) => signature.matches(bytes))?.extension ?? null;
}

/** NOT_AN_IMAGE for a chosen file whose first bytes are not an image's (a text file renamed .png), else null. */
export async function imageFileProblem(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageExtension(head) ? null : NOT_AN_IMAGE;
}
