/** EGP at the API edge, integer piastres inside: `money` in the contracts guarantees at most 2 decimals. */
export function toPiastres(egp: number): number {
  return Math.round(egp * 100);
}

export function toEgp(piastres: number): number {
  return piastres / 100;
}
