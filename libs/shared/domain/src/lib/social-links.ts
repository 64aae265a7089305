import { isWebAddress } from './web-address';

/** An X handle: letters, digits and underscores, at most 15 (X's own rule). */
const X_HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;

/**
 * The address an artist's X field links to. The form takes a full address or a handle ("@amani_paints", as the
 * legacy API's example stores it); the stored value stays as typed (the REST contract returns it), and a handle
 * becomes https://x.com/<handle> here, never a relative link such as /artistDetails/@handle. null: nothing to link.
 */
export function xProfileUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (isWebAddress(text)) return text;
  const handle = X_HANDLE.exec(text)?.[1];
  return handle ? `https://x.com/${handle}` : null;
}
