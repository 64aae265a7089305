import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type { UploadedImage } from '@sawa/api/common';
import { isUploadFailure, type UploadFailure } from './upload.scalar';

/**
 * Reads a GraphQL multipart upload into the same shape as a REST (multer) upload, so both
 * go through one image pipeline. graphql-upload already enforces the size limit; the stream
 * error is turned into the same 413.
 */
export async function readUpload(upload: Promise<FileUpload> | undefined | null): Promise<UploadedImage | undefined> {
  if (!upload) return undefined;
  const file: FileUpload | UploadFailure = await upload;
  if (isUploadFailure(file)) throw new BadRequestException(`The upload could not be read: ${file.uploadError}`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file.createReadStream()) chunks.push(chunk as Buffer);
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 413) throw new PayloadTooLargeException('The image is larger than the upload limit.');
    throw new BadRequestException(`The upload could not be read: ${(error as Error).message}`);
  }
  const buffer = Buffer.concat(chunks);
  return { buffer, originalname: file.filename, mimetype: file.mimetype, size: buffer.length };
}

export async function readUploads(uploads: (Promise<FileUpload> | null)[] | undefined | null): Promise<UploadedImage[] | undefined> {
  if (!uploads) return undefined;
  const files = await Promise.all(uploads.map((u) => readUpload(u)));
  return files.filter((f): f is UploadedImage => Boolean(f));
}
