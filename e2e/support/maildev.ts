export interface InboxMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

/** MailDev's inbox of the browser tests' stack (1080 + the stack's port offset); MailDev 3 serves its REST API under /api. */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const port = 1080 + Number(process.env.E2E_PORT_OFFSET ?? 10_000);
  const res = await fetch(`http://localhost:${port}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const all = (await res.json()) as InboxMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

/** The first link in a mail's text that starts with `prefix`, waiting up to `timeoutMs` for the mail to arrive. */
export async function linkInMail(address: string, prefix: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of (await mailsTo(address)).reverse()) {
      const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link to ${prefix}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
