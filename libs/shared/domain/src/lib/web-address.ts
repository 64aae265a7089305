/**
 * The product's one rule for a link a person types (an artist's Instagram, LinkedIn or Facebook
 * page): a full http or https address with a host name that has a dot, no spaces. Used by the
 * server's validators and the back office's forms alike.
 */
export const WEB_ADDRESS_MAX_LENGTH = 500;

export function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > WEB_ADDRESS_MAX_LENGTH || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (!value.toLowerCase().startsWith(`${url.protocol}//`)) return false;
  const labels = url.hostname.split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0) && /^[a-z]{2,63}$|^xn--[a-z0-9-]+$/.test(labels[labels.length - 1]);
}
