import {
  conversationView,
  findConversation,
  findUserAccount,
  hostEarnings,
  inbox,
  listHostBookings,
  listNotifications,
  listOwnerCars,
  listRenterBookings,
  listReportsFiledBy,
  type PhotoUrl,
} from '@akwaaba/projections';
import type pg from 'pg';

/** What the export says of itself, at the top of the file. */
const ABOUT =
  'Everything Akwaaba Drive holds about you, as of exportedAt: your profile, the cars you host, ' +
  'your bookings as a renter and as a host with their lines and trips, your earnings and payouts, ' +
  'your conversations, your notifications and the reports you filed. Photos and papers are links ' +
  'that work for a few minutes; open them from your profile for a fresh one.';

/**
 * A signed-in user's data export (Ghana's Data Protection Act, 2012: a person may have a copy
 * of their data), gathered from every read model that holds something of theirs through its
 * own queries, each as the product's screens show it to them.
 */
export async function personalDataExport(
  pool: pg.Pool,
  userId: string,
  photoUrl: PhotoUrl,
  now = new Date(),
) {
  const [profile, carsYouHost, bookingsAsRenter, bookingsAsHost, earnings, notifications, reportsYouFiled] =
    await Promise.all([
      findUserAccount(pool, userId),
      listOwnerCars(pool, userId),
      listRenterBookings(pool, userId, photoUrl, now),
      listHostBookings(pool, userId, photoUrl, now),
      hostEarnings(pool, userId, now),
      listNotifications(pool, userId),
      listReportsFiledBy(pool, userId),
    ]);
  const conversations = [];
  for (const summary of await inbox(pool, userId)) {
    const row = await findConversation(pool, summary.id);
    if (row) conversations.push(await conversationView(pool, row, userId, photoUrl, now));
  }
  return {
    about: ABOUT,
    exportedAt: now.toISOString(),
    profile,
    carsYouHost,
    bookingsAsRenter,
    bookingsAsHost,
    earnings,
    conversations,
    notifications: notifications.notifications,
    reportsYouFiled,
  };
}
