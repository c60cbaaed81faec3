import type { AddressInput, User } from '@shop/contracts';
import { apiFetch } from '@shop/ui-kit';
import type { UserResponse } from '@shop/contracts';
import { deliveryCity, type ShippingForm } from './shipping-form';

/**
 * Issue 32: the profile address the checkout's shipping fields make ("save this address"), in the profile's own
 * fields (apartment → apt); the country the profile had is kept, as the checkout does not ask for one.
 */
export function profileAddressOf(form: ShippingForm, current: User['address'] | undefined): AddressInput {
  return {
    street: form.street.trim(),
    city: deliveryCity(form),
    floor: form.floor.trim(),
    apt: form.apartment.trim(),
    landmark: form.landmark.trim(),
    ...(current?.country ? { country: current.country } : {}),
  };
}

/** Saves the shipping address on the signed-in shopper's profile; answers the profile as saved. */
export async function saveProfileAddress(user: User, form: ShippingForm): Promise<User> {
  const body = { address: profileAddressOf(form, user.address) };
  return (
    await apiFetch<UserResponse>(`/auth/users/${encodeURIComponent(user._id)}`, { method: 'PUT', json: body })
  ).user;
}
