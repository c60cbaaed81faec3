import { setupTelemetry, testing } from '@shop/service-kit';
import { identityTestBed } from './support/identity-app';

const { eventually } = testing;
// Spans recorded (nothing exported), so the request's trace id reaches the audit entry.
setupTelemetry({ serviceName: 'identity-audit-test' });
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('identity audit entries', () => {
  const bed = identityTestBed();

  async function signup(admin = false) {
    const { user, token } = await bed.signup({}, { admin });
    return { user, headers: { authorization: `Bearer ${token}`, traceparent } };
  }

  const auditsOf = (resourceId: string) =>
    bed.recorder.events.filter(
      (event) =>
        event.type === 'audit.recorded' && (event.data as { resourceId: string }).resourceId === resourceId,
    );

  it('when an admin makes another user an admin, then audit.recorded names the admin, the role before and after and the trace id', async () => {
    const admin = await signup(true);
    const { user } = await signup();
    const res = await bed.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${user._id}`,
      headers: admin.headers,
      payload: { is_admin: true },
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(user._id)).toHaveLength(1));
    const { data } = auditsOf(user._id)[0]!;
    expect(data).toMatchObject({
      service: 'identity',
      resource: 'user.roles',
      resourceId: user._id,
      action: 'update',
      actor: { userId: admin.user._id, email: admin.user.email },
      before: expect.objectContaining({ is_admin: false }),
      after: expect.objectContaining({ is_admin: true }),
      traceId: TRACE_ID,
    });
    expect(JSON.stringify(data)).not.toMatch(/password|tokenVersion|pendingEvents/i);
  });

  it('when an admin deletes a user, then audit.recorded keeps the user as it was and no after', async () => {
    const admin = await signup(true);
    const { user } = await signup();
    const res = await bed.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${user._id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    await eventually(() => expect(auditsOf(user._id)).toHaveLength(1));
    expect(auditsOf(user._id)[0]!.data).toMatchObject({
      resource: 'user',
      action: 'delete',
      before: expect.objectContaining({ _id: user._id, email: user.email }),
      after: null,
    });
  });

  it('when a user edits their own profile, then no audit entry is recorded', async () => {
    const customer = await signup();
    const res = await bed.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${customer.user._id}`,
      headers: customer.headers,
      payload: { first_name: 'Salma' },
    });
    expect(res.statusCode).toBe(200);
    await bed.published('user.updated', { userId: customer.user._id });
    expect(auditsOf(customer.user._id)).toHaveLength(0);
  });
});
