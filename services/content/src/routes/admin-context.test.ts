import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '@shop/service-kit';
import { adminContext } from './admin-context';

function fakeRequest(user: FastifyRequest['user']) {
  const notify = jest.fn();
  const request = { id: 'req-1', user, server: { outbox: { notify } } } as unknown as FastifyRequest;
  return { request, notify };
}

describe('adminContext', () => {
  it('when an admin writes, then the audit entry names the content service, the admin and the request', () => {
    const { request, notify } = fakeRequest({
      userId: 'u1',
      email: 'admin@glow.example',
      isAdmin: true,
      tokenVersion: 0,
    });
    const context = adminContext(request);
    const event = context.audit({
      resource: 'faq',
      resourceId: 'f1',
      action: 'delete',
      before: {},
      after: null,
    });
    expect(event).toMatchObject({
      type: 'audit.recorded',
      data: {
        service: 'content',
        resource: 'faq',
        resourceId: 'f1',
        actor: { userId: 'u1', email: 'admin@glow.example' },
        requestId: 'req-1',
      },
    });
    context.afterWrite();
    expect(notify).toHaveBeenCalled();
  });

  it('when the request has no user, then it is refused rather than recorded anonymously', () => {
    const { request } = fakeRequest(null);
    expect(() => adminContext(request)).toThrow(UnauthorizedError);
  });
});
