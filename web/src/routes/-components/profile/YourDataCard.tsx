import { useExportMyData } from '#app/api/account.ts';
import { saveFile } from '#app/components/save-file.ts';
import { showServerError } from '#app/components/toast/show-server-error.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { CardSection } from '#app/components/ui/CardSection.tsx';
import { PendingButton } from '#app/components/ui/PendingButton.tsx';

/** A copy of everything the product holds about the user (Ghana's Data Protection Act, 2012). */
export function YourDataCard() {
  const exportData = useExportMyData();
  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        toast({ title: 'Your data is ready', description: `Saved as ${file.filename}.` });
      },
      onError: (error) => showServerError(error, 'Download failed'),
    });
  return (
    <CardSection title="Your data">
      <p className="text-sm text-stone-600">
        Download a copy of everything Akwaaba Drive holds about you: your profile, the cars you host, your
        bookings and trips, earnings and payouts, messages, notifications and reports, as one JSON file.
      </p>
      <div>
        <PendingButton
          pending={exportData.isPending}
          pendingLabel="Preparing your data..."
          onClick={download}
          className={buttonClasses('outline')}
        >
          Download my data
        </PendingButton>
      </div>
    </CardSection>
  );
}
