import type {
  ForgotPasswordData,
  IdentityVerificationInput,
  LoginInput,
  ResetPasswordData,
  SignupInput,
  UpdateProfileInput,
  VerifyEmailInput,
} from '@akwaaba/domain';
import type { AnswerOf } from '@akwaaba/domain/shared/contract';
import { accountsContract as accounts } from '@akwaaba/domain/user/accounts.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, type User } from './auth.ts';
import { callOperation, urlOf } from './operations.ts';

/*
 * The account calls of spec section 7. Sign-in state lives in the current-user query
 * (GET /api/auth/user): logging in fills it with the answer, so no second request is needed.
 */

export type MessageAnswer = AnswerOf<typeof accounts.verifyEmail>;

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => callOperation(accounts.signup, { body: input }),
  });
}

/**
 * Signs in. Everything cached for the visitor is dropped (lists may differ for a signed-in
 * user), and the current user becomes the answer.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => callOperation(accounts.login, { body: input }),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => callOperation(accounts.verifyEmail, { body: input }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (input: { email: string }) => callOperation(accounts.resendVerification, { body: input }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordData) => callOperation(accounts.forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordData) => callOperation(accounts.resetPassword, { body: input }),
    // A reset ends every session, this browser's too.
    onSuccess: () => queryClient.setQueryData(currentUserQueryOptions().queryKey, null),
  });
}

/** Profile edits answer the whole user, which replaces the cached one. */
function useProfilePatch<Input>(send: (input: Input) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions().queryKey, user),
  });
}

export const useUpdateProfile = () =>
  useProfilePatch((input: UpdateProfileInput) => callOperation(accounts.updateProfile, { body: input }));

export const useUpdateIdentityDocuments = () =>
  useProfilePatch((input: IdentityVerificationInput) =>
    callOperation(accounts.updateIdentityDocuments, { body: input }),
  );

/** Where the owner opens one of their private identity documents (a redirect to a short-lived link). */
export const identityDocumentHref = (kind: 'driver-license' | 'national-id') =>
  urlOf(accounts.identityDocument, { kind });
