import { NextStepLinks } from '#app/components/ui/NextStepLinks.tsx';

/** A trip that does not exist, or is not the viewer's (the server answers both alike). */
export function TripNotFound() {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Trip not found</h1>
      <p className="text-stone-600">
        We couldn’t find this trip among your bookings or the bookings of your cars.
      </p>
      <NextStepLinks
        main={{ to: '/my-bookings', label: 'My Bookings' }}
        other={{ to: '/my-cars', label: 'My Cars' }}
      />
    </section>
  );
}
