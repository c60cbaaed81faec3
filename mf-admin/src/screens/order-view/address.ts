import type { OrderAddress } from '@shop/contracts';

/** The delivery address as lines a courier reads: street, floor and apartment, city, landmark. */
export function addressLines(address: Partial<OrderAddress> | undefined): string[] {
  if (!address) return ['-'];
  const unit = [
    address.floor?.trim() && `Floor ${address.floor.trim()}`,
    address.apartment?.trim() && `Apartment ${address.apartment.trim()}`,
  ]
    .filter(Boolean)
    .join(', ');
  const lines = [
    address.street?.trim(),
    unit,
    address.city?.trim(),
    address.landmark?.trim() && `Landmark: ${address.landmark.trim()}`,
  ];
  const filled = lines.filter((line): line is string => Boolean(line));
  return filled.length ? filled : ['-'];
}
