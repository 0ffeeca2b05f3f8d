import { DEFAULT_PROTECTION_PLANS } from '@akwaaba/domain/bookings/protection-plans';
import { parseCedis } from '@akwaaba/domain/money/money';
import { ledgerLines } from '@akwaaba/domain/payouts/ledger';
import { amountOf } from '@akwaaba/domain/pricing/quote-lines';
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { AxeRecord } from './quality/support/axe-record';
import { focusIsInside } from './quality/support/keyboard';
import { PageGuard } from './quality/support/page-guard';
import { DEMO, demoPassword, newAccountContext, newEmail, signedInContext } from './support/accounts';
import { DESKTOP, SMALL_PHONE } from './support/browser';
import { payByMobileMoney } from './support/checkout';
import { editPlainBookableCar, expectTexts, ghanaDate, quoteForCar } from './support/host-cars';
import { completeTrip } from './support/host-payouts';
import { toast } from './support/listing-files';
import { checkoutCedis, screenCedis } from './support/money';
import { handOverAtAnyHour } from './support/paid-booking';
import { productAndBrowser } from './support/product-and-browser';

/*
 * Protection plans and the refundable deposit (issue 30), with two people in two browsers: the
 * demo host, on a desktop, asks a ₵2,000 deposit on one of their cars; a new renter, on a phone,
 * (a visitor first) follows the home page's insurance promise to the plans' terms (How It Works), books the car for two days with
 * the Standard plan (picked by keyboard in the plan radio group), sees the plan's line, the
 * deposit's line and what the plan covers in the summary, and pays the total to the pesewa by
 * Mobile Money at the simulator, whose checkout lists both lines. The trip is recorded with no
 * damage, and the trip page says the deposit was refunded; the simulator refunded it once. Every
 * figure is worked out here with the domain's quote. axe-core checks each new screen.
 */

const { product, browser } = await productAndBrowser({ paymentsReturnHere: true });
const guard = new PageGuard();
const record = AxeRecord.savedAfterAll('protection');

const RENTER = { email: newEmail('protection-renter'), firstName: 'Adjoa', lastName: 'Sarpong' };
const DEPOSIT = '2000';
const standard = DEFAULT_PROTECTION_PLANS.find((plan) => plan.id === 'standard')!;
const today = new Date();

describe('protection plans and the deposit', () => {
  it('are chosen and paid on a phone with the Standard plan; after a clean return the deposit pays the charges from the record and the rest comes back', async () => {
    const hostContext = guard.watch(
      await signedInContext(browser, product, DEMO.host, demoPassword(product), DESKTOP),
    );
    const renterContext = guard.watch(await newAccountContext(browser, product, RENTER, SMALL_PHONE));
    // The host asks a deposit on the car.
    const { car, host, form } = await editPlainBookableCar(hostContext, product);
    const deposit = form.getByLabel('Refundable deposit (₵)');
    await deposit.fill('10000.50');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await form
      .getByText('Deposit must be an amount from 0 to 10,000 cedi, with at most 2 decimals')
      .waitFor();
    await deposit.fill(DEPOSIT);
    // ... and charges at the return: the car had none (unlimited kilometres, no fees).
    const unlimited = form.getByLabel('Unlimited kilometres');
    expect(await unlimited.isChecked()).toBe(true);
    await unlimited.uncheck();
    await form.getByLabel('Kilometres included per day').fill('250');
    await form.getByLabel('Fee per extra kilometre (₵)').fill('1.50');
    await form.getByLabel('Fuel fee per eighth of a tank (₵)').fill('100');
    await form.getByLabel('Late return fee per started hour (₵)').fill('50');
    await record.expectAccessible(host, 'car form with a deposit', 'host', 'desktop');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(host, 'Car updated').waitFor();
    await handOverAtAnyHour(product, hostContext, car.id);

    // What the renter will pay: two days, the fee on them, Standard for two days and the deposit.
    const startDate = ghanaDate(today);
    const endDate = ghanaDate(addDays(today, 2));
    const quote = quoteForCar(car, {
      startDate,
      endDate,
      protection: standard,
      deposit: parseCedis(DEPOSIT)!,
    });
    const price = parseCedis(car.pricePerDay)!;
    const protection = amountOf(quote.lines, 'protection');
    expect(protection).toBe(2 * 4_500);
    expect(quote.total).toBe(quote.subtotal + quote.serviceFee + protection + 200_000);
    // Neither the plan's fee nor the deposit reaches the host.
    const ledger = ledgerLines({
      paid: quote.total,
      serviceFee: quote.serviceFee,
      protectionFee: protection,
      deposit: 200_000,
      refunded: 200_000,
    });
    expect(ledger.hostEarnings + ledger.commission).toBe(quote.subtotal);

    // A visitor, on a phone, follows the home page's promise to the plans' terms.
    const visitorContext = guard.watch(await browser.newContext({ viewport: SMALL_PHONE }));
    const visitor = await visitorContext.newPage();
    await visitor.goto(product.url);
    await visitor.getByRole('link', { name: 'insurance coverage on your trip' }).click();
    await visitor.waitForURL('**/how-it-works#protection');
    await visitor.getByRole('heading', { name: 'Protection plans', level: 2 }).waitFor();
    const standardCard = visitor.getByRole('listitem', { name: 'Standard' });
    await expectTexts(standardCard, ['₵45/day', 'You pay at most ₵3,000 for damage to the car.']);
    await record.expectAccessible(visitor, 'the plans’ terms', 'visitor', 'phone');

    // The renter, on a phone, books the car, and picks Standard by keyboard in the plan radio group.
    const renter = await renterContext.newPage();
    await renter.goto(`${product.url}/book/${car.id}?start=${startDate}&end=${endDate}`);
    await renter.getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
    const plans = renter.getByRole('group', { name: 'Protection plan' });
    const minimum = plans.getByRole('radio', { name: /Minimum/ });
    expect(await minimum.isChecked()).toBe(true);
    await minimum.focus();
    await renter.keyboard.press('ArrowRight');
    const standardRadio = plans.getByRole('radio', { name: /Standard/ });
    expect(await focusIsInside(standardRadio)).toBe(true);
    expect(await standardRadio.isChecked()).toBe(true);
    const summary = renter.getByRole('complementary', { name: 'Booking Summary' });
    await expectTexts(summary, [
      `${screenCedis(price)} × 2 days${screenCedis(2 * price)}`,
      `Service fee (5%)${screenCedis(quote.serviceFee)}`,
      `Standard protection${screenCedis(protection)}`,
      'Refundable deposit₵2,000',
      `Total${screenCedis(quote.total)}`,
      'Standard protection: you pay at most ₵3,000 for damage to the car.',
      'The ₵2,000 deposit is refunded when the car is returned with no damage reported, less any charges at the return.',
      'At the return',
      '250 km a day included, then ₵1.50 a kilometre',
      'Bring the fuel back to the level you found it, or pay ₵100 an eighth of a tank',
    ]);
    await expectTexts(renter.getByRole('region', { name: 'What Standard covers' }), [
      'Theft of the car, when reported to the police within 24 hours',
      'Personal belongings left in the car',
    ]);
    await record.expectAccessible(renter, 'booking form with the Standard plan', 'renter', 'phone');

    // On the phone the total stands right above the button that pays it, not below in the summary.
    const proceed = renter.getByRole('button', { name: 'Proceed to Payment' });
    const total = renter.getByText('Total for 2 days', { exact: true }).locator('xpath=..');
    await expectTexts(total, [screenCedis(quote.total)]);
    const [totalBox, buttonBox] = [await total.boundingBox(), await proceed.boundingBox()];
    expect(totalBox!.y + totalBox!.height).toBeLessThanOrEqual(buttonBox!.y);

    // The simulator lists the plan and the deposit, and asks for the total to the pesewa.
    await proceed.click();
    await renter.waitForURL('**/simulator/checkout/**');
    await renter.getByRole('heading', { name: `Pay ${checkoutCedis(quote.total)}` }).waitFor();
    await expectTexts(renter.locator('[aria-label="What you pay for"]'), [
      `Standard protection (2 days × ${checkoutCedis(4_500)})${checkoutCedis(protection)}`,
      `Refundable deposit${checkoutCedis(200_000)}`,
      `Total${checkoutCedis(quote.total)}`,
    ]);
    await payByMobileMoney(renter, checkoutCedis(quote.total));

    const bookings = (await (await renterContext.request.get(`${product.url}/api/my-bookings`)).json()) as {
      id: string;
      carId: string;
      deposit: { status: string };
    }[];
    const booked = bookings.find((b) => b.carId === car.id)!;
    expect(booked.deposit.status).toBe('held');

    // The trip page says what the plan covers and that the deposit is held.
    await renter.goto(`${product.url}/trips/${booked.id}`);
    const protectionSection = renter.getByRole('region', { name: 'Protection: Standard' });
    await expectTexts(protectionSection, [
      'You pay at most ₵3,000 for damage to the car.',
      'The ₵2,000 deposit is held until the car is returned',
    ]);
    await record.expectAccessible(renter, 'trip page with its protection', 'renter', 'phone');

    // The car comes back with no damage reported: the deposit goes back, once.
    await completeTrip(product, hostContext, renterContext, booked.id);
    await expect
      .poll(
        // The open page follows the booking live; a refund lands with the provider's answer.
        async () => (await protectionSection.textContent()) ?? '',
        { timeout: 30_000, interval: 1_000 },
      )
      // 600 km in two days (100 beyond the 500 included) and 2/8 of a tank less: ₵150 + ₵200.
      .toContain('₵1,650 of the ₵2,000 deposit was refunded to the renter; the rest pays the charges below.');
    await expectTexts(protectionSection, [
      'Charges from the trip’s record',
      'Extra kilometres₵150',
      '100 km beyond the kilometres included × ₵1.50',
      'Fuel₵200',
      '2/8 of a tank missing × ₵100 an eighth',
      'Deposit back to the renter₵1,650',
    ]);
    await record.expectAccessible(renter, 'trip page with the deposit refunded', 'renter', 'phone');
    // The charges are the host's, whole, with the trip's earnings.
    await expect
      .poll(async () => {
        const earnings = (await (await hostContext.request.get(`${product.url}/api/earnings`)).json()) as {
          bookings: { bookingId: string; charges?: string }[];
        };
        return earnings.bookings.find((line) => line.bookingId === booked.id)?.charges;
      })
      .toBe('350.00');
    expect(guard.problems).toEqual([]);
  });
});
