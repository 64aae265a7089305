import { errorText, HUMAN_ERRORS, humanError, MESSAGES } from './messages';

describe('error texts people read', () => {
  it('never show a browser network error, an id, or a field code name', () => {
    expect(humanError('Failed to fetch')).toBe(HUMAN_ERRORS.offline);
    expect(humanError('NetworkError when attempting to fetch resource.')).toBe(HUMAN_ERRORS.offline);
    expect(humanError('No artwork found with id ab77f578-1c2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(HUMAN_ERRORS.gone);
    expect(humanError('userName is required; password is required')).toBe(HUMAN_ERRORS.invalid);
    expect(humanError('shippingAddress must be longer than or equal to 5 characters')).toBe(HUMAN_ERRORS.invalid);
  });

  it('keep what was written for people, and the public pages keep their SPEC form', () => {
    expect(humanError('Only 2 of "Mist" (Print) are left.')).toBe('Only 2 of "Mist" (Print) are left.');
    expect(humanError(undefined)).toBe(MESSAGES.genericError);
    expect(errorText('Failed to fetch')).toBe(`Error: ${HUMAN_ERRORS.offline}`);
    expect(errorText('')).toBe('Error: An error occurred');
  });
});
