import type { PendingDriverView } from '@akwaaba/domain/accounts/drivers.contract';
import { stayText } from '@akwaaba/domain/bookings/stay';
import { useQuery } from '@tanstack/react-query';
import { format, formatDistanceToNowStrict, parseISO } from 'date-fns';
import { useState } from 'react';
import { pendingDriversQueryOptions, useApproveDriver } from '#app/api/drivers.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { ActionButtons } from '#app/components/ui/ActionButtons.tsx';
import { DashboardTabCards } from './DashboardTabCards.tsx';
import { type DriverTarget, RejectDriverDialog } from './RejectDriverDialog.tsx';

const nameOf = (driver: PendingDriverView) => `${driver.firstName} ${driver.lastName}`;

/**
 * The Drivers tab: renters whose licence and ID wait for review, oldest first, each with
 * links to open the two documents (short-lived signed links) and the verdicts.
 */
export function DriversQueue() {
  // Not suspense: a tab of the dashboard, whose header and other tabs stay while it loads or fails.
  const drivers = useQuery(pendingDriversQueryOptions());
  const approve = useApproveDriver();
  const [rejecting, setRejecting] = useState<DriverTarget | null>(null);

  async function approveDriver(driver: PendingDriverView) {
    try {
      await approve.mutateAsync(driver.id);
      toast({ title: 'Driver approved', description: `${nameOf(driver)} can now pay for bookings.` });
    } catch (error) {
      showServerError(error, 'Driver not approved');
    }
  }

  return (
    <>
      <DashboardTabCards
        query={drivers}
        what="the drivers waiting for review"
        empty="No drivers waiting for review."
      >
        {(driver) => (
          <DriverCard
            driver={driver}
            approving={approve.isPending && approve.variables === driver.id}
            onApprove={() => void approveDriver(driver)}
            onReject={() => setRejecting({ id: driver.id, name: nameOf(driver) })}
          />
        )}
      </DashboardTabCards>
      <RejectDriverDialog target={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function DriverCard({
  driver,
  approving,
  onApprove,
  onReject,
}: {
  driver: PendingDriverView;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const name = nameOf(driver);
  const documents = [
    {
      label: "Driver's license",
      number: driver.driverLicenseNumber,
      link: driver.documentLinks.driverLicense,
    },
    { label: 'National ID', number: driver.nationalIdNumber, link: driver.documentLinks.nationalId },
  ];
  return (
    <article aria-label={name} className="grid h-full gap-3 rounded-xl border border-stone-200 bg-white p-5">
      <div>
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-sm text-stone-600">{driver.email}</p>
        <p className="text-sm text-stone-600">
          Submitted {format(parseISO(driver.submittedAt), 'd MMM yyyy, HH:mm')}:{' '}
          <span className="font-semibold text-ink">
            waiting {formatDistanceToNowStrict(parseISO(driver.submittedAt))}
          </span>
        </p>
      </div>
      {driver.holds.length > 0 && (
        <div className="grid gap-1 rounded-lg bg-gold-100 p-3 text-sm text-ink">
          <p className="font-semibold">Holding until the verdict:</p>
          <ul className="grid gap-1">
            {driver.holds.map((hold) => (
              <li key={hold.bookingId}>
                {hold.car}, {stayText(hold)}: held until{' '}
                {format(parseISO(hold.holdExpiresAt), 'd MMM, HH:mm')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ul className="grid gap-1 text-sm" aria-label="Documents">
        {documents.map((document) => (
          <li key={document.label} className="flex justify-between gap-2">
            <span>
              {document.label}: <span className="font-medium">{document.number}</span>
            </span>
            <a
              href={document.link}
              target="_blank"
              rel="noreferrer"
              aria-label={`Open the ${document.label.toLowerCase()} of ${name}`}
              className="font-medium text-brand-700 underline"
            >
              Open
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <ActionButtons
          actions={[
            {
              text: approving ? 'Approving...' : 'Approve',
              spoken: `Approve ${name}`,
              onClick: onApprove,
              look: ['primary', 'sm'],
              disabled: approving,
            },
            { text: 'Reject', spoken: `Reject ${name}`, onClick: onReject, look: ['outline', 'sm'] },
          ]}
        />
      </div>
    </article>
  );
}
