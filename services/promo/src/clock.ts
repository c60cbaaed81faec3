/** The server's clock; tests pass a fixed one to judge promo dates at chosen instants. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
