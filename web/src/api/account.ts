import type {
  ForgotPasswordData,
  IdentityVerificationInput,
  LoginInput,
  ResetPasswordData,
  SignupInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from '@akwaaba/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, type User } from './auth.ts';
import { apiRequest } from './http.ts';

/*
 * The account calls of spec section 7. Sign-in state lives in the current-user query
 * (GET /api/auth/user): logging in fills it with the answer, so no second request is needed.
 */

export interface MessageAnswer {
  message: string;
}

const postJson = async <Answer>(url: string, body: unknown): Promise<Answer> =>
  (await (await apiRequest('POST', url, body)).json()) as Answer;

const patchJson = async <Answer>(url: string, body: unknown): Promise<Answer> =>
  (await (await apiRequest('PATCH', url, body)).json()) as Answer;

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) =>
      postJson<MessageAnswer & { email: string }>('/api/auth/signup', input),
  });
}

/**
 * Signs in. Everything cached for the visitor is dropped (lists may differ for a signed-in
 * user), and the current user becomes the answer.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => postJson<User>('/api/auth/login', input),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => postJson<MessageAnswer>('/api/auth/verify-email', input),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: { email: string }) => postJson<MessageAnswer>('/api/auth/resend-verification', input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordData) =>
      postJson<MessageAnswer & { devResetUrl?: string }>('/api/auth/forgot-password', input),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordData) => postJson<MessageAnswer>('/api/auth/reset-password', input),
    // A reset ends every session, this browser's too.
    onSuccess: () => queryClient.setQueryData(currentUserQueryOptions().queryKey, null),
  });
}

/** Profile edits answer the whole user, which replaces the cached one. */
function useProfilePatch<Input>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => patchJson<User>(url, input),
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}

export const useUpdateProfile = () => useProfilePatch<UpdateProfileInput>('/api/profile');

export const useUpdateIdentityDocuments = () =>
  useProfilePatch<IdentityVerificationInput>('/api/profile/verification');

/** Where the owner opens one of their private identity documents (a redirect to a short-lived link). */
export const identityDocumentHref = (kind: 'driver-license' | 'national-id') =>
  `/api/profile/documents/${kind}`;
