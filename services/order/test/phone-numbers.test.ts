import { ObjectId } from 'mongodb';
import { buildShippingInfo } from './support/factories';
import { orderTestBed } from './support/order-service';

describe('the phone on an order (issue 31)', () => {
  const service = orderTestBed();

  it('when the phone is 12345, then 400 names the field and no order is stored', async () => {
    const response = await service.placeOrder(
      service.bodyWithCart({ price: 100 }, { shippingInfo: buildShippingInfo({ phone: '12345' }) }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: expect.stringMatching(/valid Egyptian mobile number/),
      details: [expect.objectContaining({ path: 'body.shippingInfo.phone' })],
    });
    expect(await service.orders.countDocuments({})).toBe(0);
  });

  it.each([['+20 101 234 5678'], ['0020-101-234-5678'], ['٠١٠١٢٣٤٥٦٧٨']])(
    'when the phone is typed %p, then the order stores 01012345678',
    async (phone) => {
      const response = await service.placeOrder(
        service.bodyWithCart({ price: 100 }, { shippingInfo: buildShippingInfo({ phone }) }),
      );

      expect(response.statusCode).toBe(201);
      expect(response.json().customerInfo.phone).toBe('01012345678');
      const stored = await service.orders.findOne({ _id: new ObjectId(response.json()._id as string) });
      expect(stored?.customerInfo.phone).toBe('01012345678');
    },
  );

  it('when a landline is given for an order, then it is refused: the courier needs a mobile', async () => {
    const response = await service.placeOrder(
      service.bodyWithCart(
        { price: 100 },
        {
          shippingInfo: buildShippingInfo({ phone: '02 1234 5678' }),
        },
      ),
    );
    expect(response.statusCode).toBe(400);
  });
});
