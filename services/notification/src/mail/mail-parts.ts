import type { MailLanguage } from './mail-language';
import type { OrderSummary } from './order-summary';

/** What an e-mail says, in its language: the text and the HTML part lay out the same parts. */
export interface MailParts {
  shop: string;
  lang: MailLanguage;
  greeting: string;
  intro: string[];
  heading: string;
  summary: OrderSummary;
  /** The tracking page's signed link (issue 32), when the service knows the shop's address. */
  trackUrl?: string;
}
