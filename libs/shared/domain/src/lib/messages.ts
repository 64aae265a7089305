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

/** Formats a fetch failure the way the public pages show it. */
export function errorText(message: string | undefined): string {
  return `Error: ${message || MESSAGES.genericError}`;
}
