import { useMutation, useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  accountQueries,
  refreshToken,
  useChangePassword,
  useLogin,
  useLogout,
  usePasswordReset,
  usePasswordResetConfirm,
  useProfile,
  useRegister,
  useUpdateProfile,
} from './account';
import { tokenStore } from './client';
import { mockDb } from './mocks/db';
import { credentials, VALID_TOKEN } from './mocks/fixtures';
import { renderWithClient, server, testQueryClient, useMockServer } from './test-utils';

useMockServer();

describe('session', () => {
  it('does not ask for the profile without a token', async () => {
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/profile/')) asked++;
    });
    const { result } = renderWithClient(() => useProfile());
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.isSignedIn).toBe(false);
    expect(result.current.profile).toBeUndefined();
    expect(asked).toBe(0);
  });

  it('loads the profile at start when a token is stored, with the bearer header', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => useProfile());
    await waitFor(() => expect(result.current.profile?.first_name).toBe('ლუკა'));
    expect(result.current.isSignedIn).toBe(true);
    expect(accountQueries.profile().queryKey).toEqual(['account', 'profile']);
  });

  it('logs in with credentials in the body, stores refresh_token and loads the profile', async () => {
    let loginUrl = '';
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/login/')) loginUrl = request.url;
    });
    const { result } = renderWithClient(() => ({ login: useLogin(), session: useProfile() }));
    expect(result.current.session.isSignedIn).toBe(false);
    await act(() => result.current.login.mutateAsync(credentials));
    expect(localStorage.getItem('token')).toMatch(/^mock-token-/);
    expect(loginUrl).not.toContain('password');
    expect(loginUrl).not.toContain('luka');
    await waitFor(() => expect(result.current.session.profile?.email).toBe(credentials.email));
  });

  it('keeps the user signed out and reports the server message when login fails', async () => {
    const { result } = renderWithClient(() => useLogin());
    await act(() =>
      result.current.mutateAsync({ email: credentials.email, password: 'არასწორი' }).catch(() => undefined),
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 401, detail: 'პაროლი ან მეილი არასწორია' });
    expect(tokenStore.get()).toBeNull();
  });

  it('on a 401 clears the token and drops the private data from the cache', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result, client } = renderWithClient(() => useProfile());
    await waitFor(() => expect(result.current.profile).toBeDefined());
    mockDb.tokens.clear(); // the session was revoked on the server
    await act(() => client.refetchQueries({ queryKey: accountQueries.all() }));
    await waitFor(() => expect(tokenStore.get()).toBeNull());
    expect(result.current.isSignedIn).toBe(false);
    expect(result.current.profile).toBeUndefined();
    expect(client.getQueryData(accountQueries.profile().queryKey)).toBeUndefined();
  });

  it('logs out: revokes on the server, clears the token and the profile', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result, client } = renderWithClient(() => ({ logout: useLogout(), session: useProfile() }));
    await waitFor(() => expect(result.current.session.profile).toBeDefined());
    await act(() => result.current.logout.mutateAsync());
    expect(mockDb.tokens.has(VALID_TOKEN)).toBe(false);
    expect(tokenStore.get()).toBeNull();
    expect(client.getQueryData(accountQueries.profile().queryKey)).toBeUndefined();
    expect(result.current.session.isSignedIn).toBe(false);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    tokenStore.set(VALID_TOKEN);
    server.use(http.post('/api/logout/', () => HttpResponse.error()));
    const { result } = renderWithClient(() => useLogout());
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(tokenStore.get()).toBeNull();
  });

  it('rotates the token', async () => {
    tokenStore.set(VALID_TOKEN);
    await refreshToken();
    expect(tokenStore.get()).not.toBe(VALID_TOKEN);
    expect(mockDb.tokens.has(VALID_TOKEN)).toBe(false);
  });
});

describe('account mutations', () => {
  it('registers and returns the server message; field errors come back typed', async () => {
    const { result } = renderWithClient(() => useRegister());
    const body = {
      first_name: 'ანა',
      last_name: 'გელაშვილი',
      email: 'ana@example.ge',
      password1: 'პაროლი-1234',
      password2: 'პაროლი-1234',
    };
    await expect(result.current.mutateAsync(body)).resolves.toMatchObject({
      message: expect.stringContaining('რეგისტრაცია'),
    });
    const error = await result.current.mutateAsync({ ...body, password2: 'სხვა-პაროლი' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as { fieldError: (f: string) => string }).fieldError('password2')).toBe('პაროლები არ ემთხვევა');
  });

  it('updates the profile with multipart, skipping empty fields, and caches the answer', async () => {
    tokenStore.set(VALID_TOKEN);
    let sent: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/api/update-profile/')) sent = [...(await request.clone().formData()).keys()];
    });
    const { result, client } = renderWithClient(() => ({ update: useUpdateProfile(), session: useProfile() }));
    await waitFor(() => expect(result.current.session.profile).toBeDefined());
    const image = new File(['img'], 'ფოტო.jpg', { type: 'image/jpeg' });
    const response = await act(() =>
      result.current.update.mutateAsync({ first_name: 'ლევანი', last_name: '', email: '', image }),
    );
    expect(response.message).toBe('Profile updated successfully');
    expect(sent.sort()).toEqual(['first_name', 'image']);
    expect(client.getQueryData(accountQueries.profile().queryKey)).toMatchObject({
      first_name: 'ლევანი',
      last_name: 'მაისურაძე',
      image: 'avatars/21-ფოტო.jpg',
    });
  });

  it('changes the password and reports a wrong old password on its field', async () => {
    tokenStore.set(VALID_TOKEN);
    const { result } = renderWithClient(() => useChangePassword());
    await expect(
      result.current.mutateAsync({
        old_password: credentials.password,
        new_password1: 'ახალი-1234',
        new_password2: 'ახალი-1234',
      }),
    ).resolves.toMatchObject({ message: 'პაროლი შეიცვალა' });
    const error = await result.current
      .mutateAsync({ old_password: 'ძველი', new_password1: 'ახალი-1234', new_password2: 'ახალი-1234' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errors: { old_password: ['ძველი პაროლი არასწორია'] } });
  });

  it('requests and confirms a password reset', async () => {
    const { result } = renderWithClient(() => ({ reset: usePasswordReset(), confirm: usePasswordResetConfirm() }));
    await expect(result.current.reset.mutateAsync({ email: credentials.email })).resolves.toMatchObject({
      message: 'გასააქტიურებელი ბმული გამოგზავნილია მეილზე',
    });
    await expect(result.current.reset.mutateAsync({ email: 'nobody@example.ge' })).rejects.toMatchObject({
      status: 404,
      detail: 'მითითებული მეილი ვერ მოიძებნა',
    });
    await expect(
      result.current.confirm.mutateAsync({
        new_password1: 'ახალი-1234',
        new_password2: 'ახალი-1234',
        token: 'reset-token-123',
      }),
    ).resolves.toMatchObject({ message: 'თქვენი პაროლი განახლდა.' });
  });
});

describe('central invalidation', () => {
  it('refetches the queries named in meta.invalidates after success, and only those', async () => {
    const client = testQueryClient();
    let a = 0;
    let b = 0;
    const { result } = renderWithClient(
      () => ({
        a: useQuery({ queryKey: ['a', 1], queryFn: () => ++a }),
        b: useQuery({ queryKey: ['b'], queryFn: () => ++b }),
        ok: useMutation({ mutationFn: async () => 'ok', meta: { invalidates: [['a']] } }),
        fail: useMutation({
          mutationFn: async () => {
            throw new Error('no');
          },
          meta: { invalidates: [['b']] },
        }),
      }),
      { client },
    );
    await waitFor(() => expect(result.current.a.data).toBe(1));
    await waitFor(() => expect(result.current.b.data).toBe(1));
    await act(() => result.current.ok.mutateAsync());
    // The mutation settles only after its invalidations have refetched.
    expect(a).toBe(2);
    await waitFor(() => expect(result.current.a.data).toBe(2));
    expect(b).toBe(1);
    await act(() => result.current.fail.mutateAsync().catch(() => undefined));
    expect(b).toBe(1);
  });
});
