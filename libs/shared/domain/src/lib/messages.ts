/** User-facing texts of SPEC §8. The API and the client import them from here so a text lives once. */
export const MESSAGES = {
  login: {
    success: 'Login successful!',
    failure: 'Invalid credentials. Please try again.',
    wrongCredentials: 'Incorrect user name or password.',
    throttled: 'Too many login attempts. Please wait a minute and try again.',
    sessionExpired: 'Your session has expired. Please sign in again.',
  },
  created: {
    artist: 'Artist created successfully!',
    art: 'Art created successfully!',
    category: 'Category created successfully!',
    collection: 'Collection created successfully!',
    teamMember: 'Team Member created successfully!',
  },
  updated: {
    art: 'Art updated successfully!',
    artist: 'Artist updated successfully!',
    teamMember: 'Team member updated successfully!',
    category: 'Category updated successfully!',
    collection: 'Collection updated successfully!',
  },
  createFailed: {
    artist: 'Failed to create artist.',
    art: 'Failed to create art.',
    category: 'Failed to create category.',
    collection: 'Failed to create collection.',
    teamMember: 'Failed to create team member.',
  },
  updateFailed: {
    art: 'Failed to update art.',
    artist: 'Failed to update artist.',
    teamMember: 'Failed to update team member.',
    category: 'Failed to update category.',
    collection: 'Failed to update collection.',
  },
  genericError: 'An error occurred',
  cart: {
    added: 'Artwork added to cart',
    secondOriginal: 'You can only add one Original Artwork of this piece to the cart.',
    originalQuantity: 'You cannot add more than one for an Original Artwork edition.',
  },
  commission: {
    sent: 'Commission request sent successfully!',
    failed: 'There was an error sending your request. Please try again later.',
  },
  newsletter: {
    subscribed: 'Subscribed successfully',
    failed: 'Failed to subscribe',
  },
  notFound: {
    service: 'Service not found',
    page: 'Oops! Page not found',
  },
  deleteConfirm: {
    title: 'Are you sure?',
    body: 'Do you really want to delete this? This process cannot be undone.',
  },
} as const;

/** What people read instead of a technical error text (a browser's network error, an id, a field's code name). */
export const HUMAN_ERRORS = {
  offline: 'The site could not be reached. Check your connection and try again.',
  gone: 'What you asked for is no longer available; it may have been removed.',
  invalid: 'Some details are missing or not valid. Check the form and try again.',
} as const;

/**
 * A failure's message as people should read it: browsers' network errors ('Failed to fetch'), 'No artwork found
 * with id …' and validation texts naming fields by their code names ('userName is required') become plain
 * sentences; anything already written for people is kept.
 */
export function humanError(message: string | undefined): string {
  if (!message) return MESSAGES.genericError;
  if (/failed to fetch|networkerror|load failed|fetch failed|network request failed/i.test(message)) return HUMAN_ERRORS.offline;
  if (/^No [\w. -]+ found with id /i.test(message)) return HUMAN_ERRORS.gone;
  // A field's code name first ('userName is required', 'shippingAddress must be ...'): written for developers.
  if (/^[a-z]+[A-Za-z]* (is required|must|should)\b/.test(message)) return HUMAN_ERRORS.invalid;
  return message;
}

/** Formats a fetch failure the way the public pages show it (SPEC: 'Error: {message}'), the message made human. */
export function errorText(message: string | undefined): string {
  return `Error: ${humanError(message)}`;
}
