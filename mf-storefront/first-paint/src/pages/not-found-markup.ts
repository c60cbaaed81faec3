/** Storefront spec §2 "Not-found and restricted screens": the texts of the shell's Not Found page. */
export function renderNotFound(): string {
  return (
    '<div class="fp-band" aria-hidden="true"></div><main id="main" class="fp-main"><div class="fp-not-found">' +
    '<h1 class="fp-heading">Well, this is awkward...</h1>' +
    '<p class="fp-lead">We searched high and low, but this page has vanished into the void. Maybe try again or head back home?</p>' +
    '<a class="fp-button fp-primary" href="/">Go back home</a>' +
    '</div></main>'
  );
}
