import { createFileRoute, Link } from '@tanstack/react-router';
import { protectionPlansQueryOptions } from '#app/api/bookings.ts';
import { buttonClasses } from '#app/components/ui/button-classes.ts';
import { usePageTitle } from '#app/components/use-page-title.ts';
import { ProtectionPlans } from './-components/ProtectionPlans.tsx';
import { StepList } from './-components/StepList.tsx';

export const Route = createFileRoute('/how-it-works')({
  // The protection plans' terms (#protection), so the server renders them and the page needs no
  // fetch once taken over. Prefetched, not required: the steps show even if the plans fail.
  loader: ({ context }) => context.queryClient.prefetchQuery(protectionPlansQueryOptions()),
  component: HowItWorksPage,
});

const RENTER_STEPS = [
  {
    title: 'Browse cars',
    text: 'Search by location, price and transmission to find a car that suits your trip.',
  },
  {
    title: 'Book your dates',
    text: 'Pick a start and end date, add a driver if you want one, and pay by card or Mobile Money.',
  },
  { title: 'Pick up and drive', text: 'Meet the owner, collect the keys and enjoy the road.' },
  { title: 'Leave a review', text: 'Rate the car and the owner to help the next renter choose well.' },
];

const OWNER_STEPS = [
  {
    title: 'List your car',
    text: 'Add photos, your daily price in cedi and the car’s papers. We review every listing.',
  },
  { title: 'Accept bookings', text: 'Renters book the dates your car is free; you hand over the keys.' },
  {
    title: 'Get paid',
    text: 'Renters pay online when they book, so you earn from your car when you are not using it.',
  },
];

function HowItWorksPage() {
  usePageTitle('How It Works');
  return (
    <>
      <section className="surface-dark bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-3 px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold sm:text-4xl">How It Works</h1>
          <p className="max-w-2xl text-lg text-brand-50">
            Akwaaba Drive connects people who need a car with owners across Ghana.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2">
        <StepList heading="Renting a car" steps={RENTER_STEPS} />
        <StepList heading="Listing your car" steps={OWNER_STEPS} />
      </div>
      <ProtectionPlans />
      <section aria-labelledby="safety" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="grid gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6">
          <h2 id="safety" className="text-2xl font-bold">
            Your safety comes first
          </h2>
          <p className="text-stone-700">
            Owners are verified and every car is reviewed, including its roadworthy, registration and
            insurance papers, before it appears on Akwaaba Drive. You pay online through a secure payment
            provider, and ratings and reviews show you how other renters found each car and owner. Free
            cancellation is available up to 24 hours before your trip.
          </p>
          <div>
            <Link to="/cars" className={buttonClasses('primary')}>
              Browse Cars
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
