/**
 * Support's address: a mailbox at the product's own host, as the e-mails' sender is
 * (no-reply@ that host), so each deployment answers at its own domain.
 */
export const supportEmail = (hostname: string) => `support@${hostname}`;

/**
 * What an account an admin suspended reads on log in, in place of a passing toast: that it is
 * suspended, and how to reach a person about it (an e-mail naming the account).
 */
export function SuspendedNotice({ email }: { email: string }) {
  const support = supportEmail(window.location.hostname);
  const subject = encodeURIComponent(`Suspended account: ${email}`);
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950"
    >
      <p className="font-semibold">This account is suspended</p>
      <p>
        An admin suspended it, so it cannot log in. To ask why, or to settle a booking or a payout it still
        has, write to Akwaaba Drive support from this address:
      </p>
      <a href={`mailto:${support}?subject=${subject}`} className="justify-self-start font-semibold underline">
        {support}
      </a>
    </div>
  );
}
