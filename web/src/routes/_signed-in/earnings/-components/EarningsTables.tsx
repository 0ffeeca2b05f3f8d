import type { EarningsView } from '@akwaaba/domain/payouts/payouts.views';
import { payoutCedis } from '#app/payouts/payout-format.ts';

type Totals = EarningsView['byMonth'];

/** One small table of earnings grouped by month or by car: its label, bookings, earned. */
function TotalsTable({ id, title, what, rows }: { id: string; title: string; what: string; rows: Totals }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table aria-labelledby={id} className="w-full text-sm">
          <thead className="bg-stone-50 text-left text-stone-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {what}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Bookings
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Earned
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.bookings}</td>
                <td className="px-3 py-2 text-right tabular-nums">{payoutCedis(row.hostEarnings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Earnings by month (the month each trip ends in) and by car, side by side from `md` up. */
export function EarningsTables({ earnings }: { earnings: EarningsView }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TotalsTable id="by-month" title="By month" what="Month" rows={earnings.byMonth} />
      <TotalsTable id="by-car" title="By car" what="Car" rows={earnings.byCar} />
    </div>
  );
}
