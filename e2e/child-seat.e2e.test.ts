import { toCedisString } from '@akwaaba/domain';
import { parseCedis } from '@akwaaba/domain/money/money';
import { ledgerLines } from '@akwaaba/domain/payouts/ledger';
import { addDays, format } from 'date-fns';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { focusIsInside, focusStop } from './quality/support/keyboard';
import { PageGuard } from './quality/support/page-guard';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { DESKTOP, SMALL_PHONE } from './support/browser';
import { payByMobileMoney } from './support/checkout';
import { editPlainBookableCar, expectTexts, ghanaDate, quoteForCar } from './support/host-cars';
import { addMobileMoneyPayoutAccount, completeTrip, untilPaidOut } from './support/host-payouts';
import { toast } from './support/listing-files';
import { checkoutCedis, screenCedis } from './support/money';
import { handOverAtAnyHour } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

/*
 * A priced extra from end to end, with two people in two browsers: the demo host, on a desktop,
 * offers a child seat with one of their cars at ₵17.50 a day; a new renter, on a phone, books
 * the car for two days from today with the child seat, sees its line in the booking summary,
 * pays the total to the pesewa at the payment simulator, whose checkout lists the lines, and
 * finds the lines on My Bookings. The host sees the child seat on the booking's row, records the
 * trip (through the API, as the trip page does) and is paid for it, seat included. Every figure
 * is worked out here from the rates with the domain's quote and ledger. axe-core checks each
 * new screen state; the new checkboxes are used by keyboard. Hosts are paid at once here
 * (PAYOUT_DELAY_MINUTES=0), a day after the trip in production.
 */

const { product, browser } = await productAndBrowser({
  paymentsReturnHere: true,
  env: { PAYOUT_DELAY_MINUTES: '0' },
});
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('child-seat');

const RENTER = { email: newEmail('child-seat-renter'), firstName: 'Akosua', lastName: 'Darko' };
const SEAT_RATE = '17.50';
const today = new Date();
const day = (n: number) => addDays(today, n);

/** The focused element is `control`, and a sighted keyboard user can see where focus is. */
async function expectFocusedVisibly(page: Page, control: Locator) {
  expect(await focusIsInside(control)).toBe(true);
  const stop = await focusStop(page);
  expect(stop, 'a focused element').not.toBeNull();
  expect(stop!.visible && stop!.indicator, `${stop!.what} shows its focus`).toBe(true);
}

describe('a child seat', () => {
  it('is offered by the host at a daily rate, booked with the car on a phone, paid to the pesewa, and paid out to the host', async () => {
    const hostContext = guard.watch(
      await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP),
    );
    const renterContext = guard.watch(await newAccountContext(browser, product, RENTER, SMALL_PHONE));
    // The host offers a child seat on the listing, by keyboard: after the driver's box comes the seat's.
    const { car, name, host, form } = await editPlainBookableCar(hostContext, product);
    const offer = form.getByLabel('Offer a child seat');
    expect(await offer.isChecked()).toBe(false);
    await form.getByLabel('Offer a professional driver').focus();
    await host.keyboard.press('Tab');
    await expectFocusedVisibly(host, offer);
    await host.keyboard.press('Space');
    expect(await offer.isChecked()).toBe(true);
    await host.keyboard.press('Tab');
    const rate = form.getByLabel('Child seat rate per day (₵)');
    await expectFocusedVisibly(host, rate);
    // Saved without a rate: the domain's message, on the field.
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form.getByText('Child seat rate must be an amount above 0 cedi, with at most 2 decimals').waitFor();
    await rate.focus();
    await host.keyboard.type(SEAT_RATE);
    await record.expectAccessible(host, 'car form offering a child seat', 'host', 'desktop');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Car updated').waitFor();
    await handOverAtAnyHour(product, hostContext, car.id);

    // What the renter will pay, from the rates: two days at the car's price and the seat's.
    const startDate = ghanaDate(day(0));
    const endDate = ghanaDate(day(2));
    const seatRate = parseCedis(SEAT_RATE)!;
    const quote = quoteForCar(car, {
      startDate,
      endDate,
      extras: [{ kind: 'child-seat', dailyRate: seatRate }],
    });
    const price = parseCedis(car.pricePerDay)!;
    const seat = 2 * seatRate;
    // Spec section 9: the subtotal of the days (the seat's too), and 5% on top, rounded half up.
    expect(quote.subtotal).toBe(2 * price + seat);
    expect(quote.total).toBe(quote.subtotal + Math.round((quote.subtotal * 5) / 100));
    const linesText = [
      `${screenCedis(price)} × 2 days${screenCedis(2 * price)}`,
      `Child seat${screenCedis(seat)}`,
      `Service fee (5%)${screenCedis(quote.serviceFee)}`,
      `Total${screenCedis(quote.total)}`,
    ];

    // The renter, on a phone, finds the seat on the car's page for the days they searched...
    const renter = await renterContext.newPage();
    await renter.goto(`${product.url}/cars/${car.id}?start=${startDate}&end=${endDate}`);
    const extras = renter.getByRole('region', { name: 'Extras' });
    await extras.getByText('Child seat · ₵18/day').waitFor();
    await record.expectAccessible(renter, 'car page with extras', 'renter', 'phone');
    await renter.getByRole('link', { name: 'Book Now' }).click();
    await renter.waitForURL(`**/book/${car.id}?**`);
    await renter.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();

    // ... adds it by keyboard (it sits just before the submit button) and sees its line.
    const childSeat = renter.getByLabel('Child seat · ₵18/day');
    const summary = renter.getByRole('complementary', { name: 'Booking Summary' });
    await expectTexts(summary, [format(day(0), 'MMM d, yyyy'), format(day(2), 'MMM d, yyyy')]);
    expect(await summary.textContent()).not.toContain('Child seat');
    await renter.getByRole('button', { name: 'Proceed to Payment' }).focus();
    await renter.keyboard.press('Shift+Tab');
    await expectFocusedVisibly(renter, childSeat);
    await renter.keyboard.press('Space');
    expect(await childSeat.isChecked()).toBe(true);
    await expectTexts(summary, linesText);
    await record.expectAccessible(renter, 'booking form with a child seat', 'renter', 'phone');

    // The simulator lists the lines and asks for the total, to the pesewa.
    await renter.getByRole('button', { name: 'Proceed to Payment' }).click();
    await renter.waitForURL('**/simulator/checkout/**');
    await renter.getByRole('heading', { name: `Pay ${checkoutCedis(quote.total)}` }).waitFor();
    await expectTexts(renter.locator('[aria-label="What you pay for"]'), [
      `Daily price (2 days × ${checkoutCedis(price)})${checkoutCedis(2 * price)}`,
      `Child seat (2 days × ${checkoutCedis(seatRate)})${checkoutCedis(seat)}`,
      `Service fee (5%)${checkoutCedis(quote.serviceFee)}`,
      `Total${checkoutCedis(quote.total)}`,
    ]);
    await payByMobileMoney(renter, checkoutCedis(quote.total));

    // The renter's booking shows its lines.
    await renter.getByRole('link', { name: 'My Bookings' }).last().click();
    await renter.waitForURL('**/my-bookings');
    const booking = renter.getByRole('article', { name });
    await booking.getByText('Paid', { exact: true }).waitFor();
    await expectTexts(booking, linesText);
    await record.expectAccessible(renter, 'a booking with a child seat', 'renter', 'phone');

    const bookings = (await (await renterContext.request.get(`${product.url}/api/my-bookings`)).json()) as {
      id: string;
      carId: string;
      totalPrice: string;
    }[];
    const paid = bookings.find((b) => b.carId === car.id);
    expect(paid?.totalPrice).toBe(toCedisString(quote.total));

    // The host's row of the booking shows the seat too, what the host earns first and the
    // total as what the renter pays.
    const ledger = ledgerLines({ paid: quote.total, serviceFee: quote.serviceFee, refunded: 0 });
    expect(ledger.hostEarnings + ledger.commission).toBe(quote.subtotal);
    await host.goto(`${product.url}/my-cars`);
    const row = host
      .getByRole('listitem')
      .filter({ hasText: `${RENTER.firstName} ${RENTER.lastName}` })
      .first();
    await expectTexts(row, [
      `You earn ${screenCedis(ledger.hostEarnings)}`,
      ...linesText.slice(0, -1),
      `Renter pays${screenCedis(quote.total)}`,
    ]);
    await record.expectAccessible(host, 'a booking with a child seat', 'host', 'desktop');

    // The trip happens; the host is paid what the renter paid less the service fee and the
    // product's commission, the seat included.
    await completeTrip(product, hostContext, renterContext, paid!.id);
    await addMobileMoneyPayoutAccount(host, product);
    const card = () =>
      host.getByRole('article', {
        name: `${name}, ${format(day(0), 'MMM d, yyyy')} – ${format(day(2), 'MMM d, yyyy')}`,
      });
    await untilPaidOut(host, card);
    await expectTexts(card(), [
      `Paid ${screenCedis(quote.total)}`,
      `Commission −${screenCedis(ledger.commission)}`,
      `Service fee −${screenCedis(quote.serviceFee)}`,
      `Your earnings ${screenCedis(ledger.hostEarnings)}`,
    ]);
    await record.expectAccessible(host, 'a child seat booking paid out', 'host', 'desktop');
    expect(guard.problems).toEqual([]);
  });
});
