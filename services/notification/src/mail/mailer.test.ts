import { classify, senderOf } from './mailer';

describe('the sender', () => {
  it("when the shop has a name, then it is the sender's name at the configured address", () => {
    expect(senderOf('"Glow" <orders@glow.test>', 'Glow House')).toEqual({ name: 'Glow House', address: 'orders@glow.test' });
    expect(senderOf('orders@glow.test', ' Beauty, "Corner" ')).toEqual({ name: 'Beauty, "Corner"', address: 'orders@glow.test' });
  });

  it('when there is no name, then the configured sender is used as it is', () => {
    expect(senderOf('"Glow" <orders@glow.test>', '  ')).toBe('"Glow" <orders@glow.test>');
  });
});

describe('classifying a failed send', () => {
  it('when the server could not be reached, then the mail was certainly not sent', () => {
    expect(
      classify({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect' }).mayHaveBeenSent,
    ).toBe(false);
    expect(classify({ code: 'EDNS', message: 'no such host' }).mayHaveBeenSent).toBe(false);
    const neverGreeted = {
      code: 'ETIMEDOUT',
      timeoutType: 'GREETING_TIMEOUT',
      message: 'Greeting never received',
    };
    expect(classify(neverGreeted).mayHaveBeenSent).toBe(false);
  });

  it('when the server answered with an error code, then it did not take the mail', () => {
    expect(classify({ code: 'EMESSAGE', responseCode: 451, message: 'try later' }).mayHaveBeenSent).toBe(
      false,
    );
    expect(classify({ code: 'EENVELOPE', responseCode: 550, message: 'no such user' }).mayHaveBeenSent).toBe(
      false,
    );
  });

  it('when the conversation timed out or the connection dropped, then the mail may have been sent', () => {
    expect(
      classify({ code: 'ETIMEDOUT', timeoutType: 'SOCKET_TIMEOUT', message: 'Timeout' }).mayHaveBeenSent,
    ).toBe(true);
    expect(classify({ code: 'ECONNECTION', message: 'closed unexpectedly' }).mayHaveBeenSent).toBe(true);
    expect(classify(new Error('anything else')).mayHaveBeenSent).toBe(true);
  });
});
