/** An uploaded file as multer's memory storage gives it (GraphQL uploads are read into the same shape). */
export interface UploadedImage {
  buffer: Buffer;
  originalname?: string;
  mimetype?: string;
  size: number;
}
