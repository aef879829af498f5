import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import type { UploadedFile } from './operationTypes';

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart form: text fields into an object, file parts into memory within the limits @fastify/multipart
 * was registered with. A file field is also written into the fields under its file name, so the body can be checked
 * against the document, where a file is a string of format binary.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') throw badRequest(`Invalid body: ${part.fieldname} must be text.`);
      if (part.valueTruncated) throw badRequest(`Invalid body: ${part.fieldname} is too long.`);
      fields[part.fieldname] = part.value;
      continue;
    }
    if (!fileFields.includes(part.fieldname)) {
      await part.toBuffer().catch(() => undefined);
      throw badRequest(`Invalid body: ${part.fieldname} is not a file field of this call.`);
    }
    const data = await part.toBuffer();
    files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    fields[part.fieldname] = part.filename;
  }
  return { fields, files };
}
