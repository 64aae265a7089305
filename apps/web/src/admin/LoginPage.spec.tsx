import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MESSAGES, STORAGE_KEYS } from '@sawa/shared/domain';
import { AdminLoginDocument, AdminMeDocument } from '../gql/graphql';
import { renderAdmin } from '../testing/admin';
import { AdminLogin } from './AdminApp';

const login = (result: object) => ({ request: { query: AdminLoginDocument, variables: { userName: 'studio', password: 'secret' } }, result });

describe('sign-in page', () => {
  afterEach(() => localStorage.clear());

  it("shows 'Login successful!' and it is still there on /admin/dashboard", async () => {
    const user = userEvent.setup();
    const view = renderAdmin(
      '/sawa-admin-login',
      { '/sawa-admin-login': <AdminLogin />, '/admin/dashboard': <h1>Welcome Back</h1> },
      {
        mocks: [
          login({ data: { login: { __typename: 'AuthPayload', token: 'token-1', admin: { __typename: 'Admin', id: 'admin-1', userName: 'studio' } } } }),
          { request: { query: AdminMeDocument }, result: { data: { me: { __typename: 'Admin', id: 'admin-1', userName: 'studio' } } } },
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
      { '/sawa-admin-login': <AdminLogin /> },
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
      { '/sawa-admin-login': <AdminLogin /> },
      {
        mocks: [
          {
            request: { query: AdminLoginDocument, variables: { userName: '', password: '' } },
            result: { errors: [new GraphQLError('userName is required')] },
          },
        ],
      },
    );
    await user.type(screen.getByLabelText('User Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${MESSAGES.login.failure} userName is required`);
  });
});
