import {
  book,
  day,
  get,
  listCar,
  post,
  uploadFile,
} from '@akwaaba/api/routes/bookings/bookings.test-support';
import { conversationStream } from '@akwaaba/domain/conversations/conversation.events';
import type { ConversationView, MessageView } from '@akwaaba/domain/conversations/conversation.views';
import { messagePhotoVariants } from '@akwaaba/workers/conversations/message-photo-variants.worker';
import { expectPrivateCopies, photoDepsOf, photoWithGps } from '@akwaaba/workers/photos/photo.test-support';
import { makePrivatePhotoVariants } from '@akwaaba/workers/photos/private-photo-variants';
import { describe, expect, it } from 'vitest';
import { startAppWithUsers } from './users';

const { t, renter, host } = await startAppWithUsers({ renter: {}, host: {} }, { workers: true });

describe('message photo copies', () => {
  it('shows the other side only a 480 px and a 1200 px WebP copy without GPS, made once', async () => {
    const { carId } = await listCar(t, { ownerId: host.userId });
    await t.settled();
    const { id: bookingId } = await book(t, renter, { carId, startDate: day(10), endDate: day(12) });
    await t.settled();
    const photo = await uploadFile(t, renter, 'message-photo', await photoWithGps('#2a6'));
    const sent = await post<MessageView>(t, renter, `/api/bookings/${bookingId}/messages`, {
      text: 'This is where I will wait',
      photo: photo.objectPath,
    });
    expect(sent.status).toBe(201);
    // Until the copies are made, nobody is shown the phone's original.
    expect(sent.body).toMatchObject({ photoPending: true, photoUrl: null, photoThumbnailUrl: null });

    const hostsView = async () =>
      (await get<ConversationView>(t, host, `/api/bookings/${bookingId}/messages`)).body.messages[0]!;
    await expect
      .poll(async () => (await hostsView()).photoPending, { timeout: 20_000, interval: 250 })
      .toBe(false);
    const shown = await hostsView();
    expect(shown.photoThumbnailUrl).toMatch(
      /^\/api\/private-objects\/message-photos\/variants\/[0-9a-f-]{36}-w480\.webp\?/,
    );
    await expectPrivateCopies(t.baseUrl, host.cookie, {
      thumbnail: shown.photoThumbnailUrl!,
      large: shown.photoUrl!,
    });

    // Recorded by the product once; a job that runs again, or names another photo, appends nothing.
    const stream = conversationStream(bookingId);
    const made = (await t.store.readStream(stream)).filter((e) => e.type === 'ConversationPhotoVariantsMade');
    expect(made).toHaveLength(1);
    expect(made[0]!.metadata).toMatchObject({ actorRole: 'system', actorId: null });
    const deps = photoDepsOf(t);
    const job = {
      conversationId: bookingId,
      messageId: sent.body.id,
      photo: photo.objectPath,
      correlationId: 'again',
      causationId: 'again',
    };
    const before = (await t.store.readStream(stream)).length;
    expect(await makePrivatePhotoVariants(deps, job, messagePhotoVariants)).toBe('skipped');
    expect(
      await makePrivatePhotoVariants(
        deps,
        { ...job, photo: '/objects/car-photos/x.jpg' },
        messagePhotoVariants,
      ),
    ).toBe('skipped');
    expect(await t.store.readStream(stream)).toHaveLength(before);
  });
});
