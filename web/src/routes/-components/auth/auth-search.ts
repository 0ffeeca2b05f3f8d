import * as v from 'valibot';

/*
 * Search params of the authentication screens. A bad value is dropped, never an error page:
 * these links arrive from e-mails and other screens.
 */

const optionalText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(512))), undefined);

/**
 * /login, /signup and /verify-email: ?email= fills in the address, ?redirect= is where to go
 * once signed in (kept from one screen to the next, so a sign-up returns where it started).
 */
export const authSearchSchema = v.object({ email: optionalText, redirect: optionalText });

/** /reset-password?token= */
export const resetSearchSchema = v.object({ token: optionalText });

/** A path on this site to return to after login; anything else (another site, '//host') becomes '/'. */
export function safeRedirect(redirect: string | undefined): string {
  if (!redirect || !/^\/(?![/\\])/.test(redirect) || redirect.startsWith('/login')) return '/';
  return redirect;
}
