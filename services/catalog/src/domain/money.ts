/** Money lives as integer piastres inside the catalog; EGP with 2 decimals only at the API edge. */
export type Piastres = number;

export function toPiastres(egp: number): Piastres {
  return Math.round(egp * 100);
}

export function toEgp(piastres: Piastres): number {
  return piastres / 100;
}
