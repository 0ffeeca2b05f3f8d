/**
 * The top of a report's card, on the dashboard's Reports tab and on Reported messages alike:
 * whether it is open, then what it is about as the card's heading (`as`, by where the card stands).
 */
export function ReportCardTitle({
  status,
  title,
  as: Heading,
}: {
  status: 'open' | 'resolved';
  title: string;
  as: 'h2' | 'h3';
}) {
  return (
    <>
      <p className="text-sm font-semibold text-stone-600">{status === 'open' ? 'Open' : 'Resolved'}</p>
      <Heading className="text-lg font-semibold">{title}</Heading>
    </>
  );
}
