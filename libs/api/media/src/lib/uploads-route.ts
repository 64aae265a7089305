/** The public URL prefix of stored images. */
export const UPLOADS_ROUTE = '/uploads';
