import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../../lib/errors';
import { manualCarrier } from './carrier';

const ship = (entered: { carrier?: string; trackingNumber?: string; trackingUrl?: string }) =>
  manualCarrier.createShipment({ orderId: 'AB12CD34EF', entered });

describe('manual carrier', () => {
  it('records the courier and tracking number staff typed, trimmed, with their tracking page', async () => {
    expect(
      await ship({
        carrier: ' Blue Dart ',
        trackingNumber: ' 81234567890 ',
        trackingUrl: ' https://www.bluedart.com/track?awb=81234567890 ',
      }),
    ).toEqual({
      carrierId: 'manual',
      carrier: 'Blue Dart',
      trackingNumber: '81234567890',
      trackingUrl: 'https://www.bluedart.com/track?awb=81234567890',
      reference: null,
    });
  });

  it('keeps no tracking page when none was given', async () => {
    for (const trackingUrl of [undefined, '', '  ']) {
      expect(
        await ship({ carrier: 'India Post', trackingNumber: 'EK123IN', trackingUrl }),
      ).toMatchObject({ trackingUrl: null });
    }
  });

  it.each([
    [{ trackingNumber: 'DLV1' }, 'carrier: is required to ship an order'],
    [{ carrier: ' ', trackingNumber: 'DLV1' }, 'carrier: is required to ship an order'],
    [{ carrier: 'Delhivery' }, 'trackingNumber: is required to ship an order'],
    [
      { carrier: 'Delhivery', trackingNumber: '\t' },
      'trackingNumber: is required to ship an order',
    ],
    [
      { carrier: 'D'.repeat(101), trackingNumber: 'DLV1' },
      'carrier: must be at most 100 characters',
    ],
    [
      { carrier: 'Delhivery', trackingNumber: '1'.repeat(101) },
      'trackingNumber: must be at most 100 characters',
    ],
    [
      { carrier: 'Delhivery', trackingNumber: 'DLV1', trackingUrl: 'javascript:alert(1)' },
      'trackingUrl: must be an http(s) URL',
    ],
    [
      { carrier: 'Delhivery', trackingNumber: 'DLV1', trackingUrl: 'track.example.in/1' },
      'trackingUrl: must be an http(s) URL',
    ],
  ])('refuses %o: %s', async (entered, message) => {
    const refused = ship(entered);
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toThrow(message);
  });

  it('tracks by the page staff gave; books, prints and cancels nothing', async () => {
    const shipment = await ship({
      carrier: 'Delhivery',
      trackingNumber: 'DLV1',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV1',
    });
    expect(await manualCarrier.track(shipment)).toEqual({
      trackingUrl: 'https://www.delhivery.com/track/package/DLV1',
      events: [],
    });
    expect(await manualCarrier.label(shipment)).toBeNull();
    await expect(manualCarrier.cancel(shipment)).resolves.toBeUndefined();
    expect(
      await manualCarrier.serviceability({
        pickupPostcode: '560001',
        deliveryPostcode: '110001',
        weightGrams: 500,
        cashOnDeliveryPaise: null,
      }),
    ).toEqual({ status: 'unknown', options: [] });
    expect(await manualCarrier.readTrackingNotice({ headers: {}, rawBody: '{}' })).toBeNull();
  });
});
