import {
  type ChangePasswordBody,
  type LoginBody,
  type LoginResponse,
  type MessageResponse,
  type PasswordResetBody,
  type PasswordResetConfirmBody,
  type Profile,
  paths,
  type RegisterBody,
  type UpdateProfileFields,
  type UpdateProfileResponse,
} from '@podcast/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { hasToken, request, toFormData, tokenStore } from './client';
import { clearPrivateQueries } from './queryClient';

export const accountQueries = {
  all: () => ['account'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...accountQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => request<Profile>(paths.profile, { method: 'POST', auth: true, signal }),
      meta: { private: true },
      enabled: hasToken,
    }),
};

/** The stored token, re-rendering on login, logout, a 401 or a change in another tab. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/** The signed-in user's profile; loaded only while a token is stored (spec §4). */
export function useProfile() {
  const token = useAuthToken();
  const query = useQuery({ ...accountQueries.profile(), enabled: token !== null });
  return { ...query, isSignedIn: token !== null, profile: token !== null ? query.data : undefined };
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => request<MessageResponse>(paths.register, { json: body }),
  });
}

/** Signs in; the refresh_token becomes the stored bearer token and the profile loads. */
export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => request<LoginResponse>(paths.login, { json: body }),
    onSuccess: (response) => tokenStore.set(response.refresh_token),
    meta: { invalidates: [accountQueries.all()] },
  });
}

/** Rotates the stored token (the old one is revoked by the server). */
export async function refreshToken(): Promise<LoginResponse> {
  const current = tokenStore.get();
  if (!current) throw new Error('No token to refresh');
  const response = await request<LoginResponse>(paths.tokenRefresh, { json: { refresh_token: current } });
  tokenStore.set(response.refresh_token);
  return response;
}

/** Revokes the token on the server, then forgets it and every private query, even if the call failed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return await request<MessageResponse>(paths.logout, { method: 'POST', auth: true });
      } finally {
        tokenStore.clear();
        clearPrivateQueries(queryClient);
      }
    },
  });
}

export interface UpdateProfileInput extends Omit<UpdateProfileFields, 'token'> {
  image?: File | Blob | null;
}

/** Multipart profile update; empty fields are not sent, so they keep their values (spec §4). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, ...fields }: UpdateProfileInput) =>
      request<UpdateProfileResponse>(paths.updateProfile, { form: toFormData({ ...fields, image }), auth: true }),
    onSuccess: (response) => queryClient.setQueryData(accountQueries.profile().queryKey, response.profile),
    meta: { invalidates: [accountQueries.all()] },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: Omit<ChangePasswordBody, 'token'>) =>
      request<MessageResponse>(paths.changePassword, { json: body, auth: true }),
  });
}

export function usePasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) => request<MessageResponse>(paths.passwordReset, { json: body }),
  });
}

export function usePasswordResetConfirm() {
  return useMutation({
    mutationFn: (body: PasswordResetConfirmBody) =>
      request<MessageResponse>(paths.passwordResetConfirm, { json: body }),
  });
}
