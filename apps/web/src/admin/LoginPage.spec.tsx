import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MESSAGES, STAFF_MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { AdminCompleteSignInDocument, AdminMeDocument, AdminSignInDocument } from './gql/graphql';
import { renderAdmin } from '../testing/admin';
import { AdminLogin } from './AdminApp';
import { SIGN_IN_MISSING } from './LoginPage';

const login = (result: object) => ({ request: { query: AdminSignInDocument, variables: { userName: 'studio', password: 'secret' } }, result });
const ME = {
  __typename: 'Admin',
  id: 'admin-1',
  userName: 'studio',
  email: null,
  displayName: 'studio',
  roles: ['owner'],
  permissions: ['catalog.manage'],
  twoStepEnabled: true,
  twoStepRequired: false,
};

describe('sign-in page', () => {
  afterEach(() => localStorage.clear());

  it("shows 'Login successful!' and it is still there on /admin/dashboard", async () => {
    const user = userEvent.setup();
    const view = renderAdmin(
      '/sawa-admin-login',
      { '/sawa-admin-login/*': <AdminLogin />, '/admin/dashboard': <h1>Welcome Back</h1> },
      {
        mocks: [
          login({ data: { signIn: { __typename: 'SignInStep', token: 'token-1', signInStep: null } } }),
          { request: { query: AdminMeDocument }, result: { data: { me: ME } } },
        ],
      },
    );
    await user.type(screen.getByLabelText('User Name'), 'studio');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(view.location()).toBe('/admin/dashboard');
    expect(screen.getByRole('status').textContent).toContain(MESSAGES.login.success);
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('token-1');
  });

  it("on failure shows 'Invalid credentials. Please try again.' and the server's message, and stays", async () => {
    const user = userEvent.setup();
    const view = renderAdmin(
      '/sawa-admin-login',
      { '/sawa-admin-login/*': <AdminLogin /> },
      { mocks: [login({ errors: [new GraphQLError(MESSAGES.login.wrongCredentials)] })] },
    );
    await user.type(screen.getByLabelText('User Name'), 'studio');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${MESSAGES.login.failure} ${MESSAGES.login.wrongCredentials}`);
    expect(view.location()).toBe('/sawa-admin-login');
  });

  it('checks nothing in the browser (SPEC §5): a blank sign-in goes to the server, whose refusal is shown', async () => {
    const user = userEvent.setup();
    renderAdmin(
      '/sawa-admin-login',
      { '/sawa-admin-login/*': <AdminLogin /> },
      {
        mocks: [
          {
            request: { query: AdminSignInDocument, variables: { userName: '', password: '' } },
            result: { errors: [new GraphQLError('userName is required; password is required')] },
          },
        ],
      },
    );
    await user.type(screen.getByLabelText('User Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The server's refusal, in words for people (not its field code names).
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_MISSING);
  });

  it('asks an account with two-step sign-in for its code, then signs in', async () => {
    const user = userEvent.setup();
    const view = renderAdmin(
      '/sawa-admin-login',
      { '/sawa-admin-login/*': <AdminLogin />, '/admin/dashboard': <h1>Welcome Back</h1> },
      {
        mocks: [
          login({ data: { signIn: { __typename: 'SignInStep', token: null, signInStep: 'step-1' } } }),
          {
            request: { query: AdminCompleteSignInDocument, variables: { signInStep: 'step-1', code: '111111' } },
            result: { errors: [new GraphQLError(STAFF_MESSAGES.wrongCode)] },
          },
          {
            request: { query: AdminCompleteSignInDocument, variables: { signInStep: 'step-1', code: '123456' } },
            result: { data: { completeSignIn: { __typename: 'AuthPayload', token: 'token-2' } } },
          },
          { request: { query: AdminMeDocument }, result: { data: { me: ME } } },
        ],
      },
    );
    await user.type(screen.getByLabelText('User Name'), 'studio');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.wrongCode);
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(view.location()).toBe('/admin/dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBe('token-2');
  });
});

describe('sign-in in words for people', () => {
  it('the page links back to the site', () => {
    renderAdmin('/sawa-admin-login', { '/sawa-admin-login/*': <AdminLogin /> });
    expect(SIGN_IN_MISSING).toBe('Invalid credentials. Please try again. Enter your user name and password.');
    expect(screen.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/');
  });
});
