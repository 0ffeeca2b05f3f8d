/**
 * Leaves the app for another page (the payment provider's checkout). One place, so component
 * tests can replace it: jsdom cannot navigate.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
