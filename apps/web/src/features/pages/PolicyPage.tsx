import { useDocumentTitle } from '../../lib/use-document-title';

/** /policy: what BidHub collects and why. */
export function PolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="static-page" aria-labelledby="policy-heading">
      <h1 id="policy-heading" className="page-heading">
        Privacy Policy
      </h1>
      <p className="static-page__lead">This policy explains what information BidHub collects from its users and how it is used.</p>

      <h2 className="page-subheading-title">Personal information</h2>
      <p>
        We may collect personal identification information from users, including their name, email address, mailing address and phone number,
        when they register, update their profile or bid. Your name, mailing address and phone number are never shown to other users.
      </p>
      <ul className="static-page__list">
        <li>You may visit BidHub anonymously: browsing, searching and keeping a wishlist need no account.</li>
        <li>Supplying this information is voluntary, though without it you cannot register or bid.</li>
        <li>We collect personal information only when you give it to us.</li>
      </ul>

      <h2 className="page-subheading-title">What everyone can see</h2>
      <p>
        Every bid is public so that anyone can check an auction was fair: your username, the amount and the time of each bid you place, and the
        auctions you win, appear on the auction's page and in its bid history, which is kept even if BidHub later removes the auction. Your
        maximum bid is never shown. Choose a username you are happy to show, not your email address.
      </p>

      <h2 className="page-subheading-title">Non-personal information</h2>
      <p>
        We may collect non-personal information whenever you use the site, such as the browser name, the type of device and technical details of
        how you connect, for example the operating system. This helps us keep BidHub fast and working on every device.
      </p>

      <h2 className="page-subheading-title">Your wishlist and session</h2>
      <p>
        Your signed-in session is kept in this browser's local storage until you log out. While you are not signed in, your wishlist is kept
        there too; when you sign in, it moves to your account, so it follows you to other devices and is no longer kept in this browser.
      </p>
    </article>
  );
}
