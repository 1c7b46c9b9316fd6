import { Typography } from 'antd';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /policy: what BidHub collects and why. */
export function PolicyPage() {
  useDocumentTitle('Privacy Policy');
  return (
    <article className="static-page" aria-labelledby="policy-heading">
      <Typography.Title level={1} id="policy-heading" className="page-heading">
        Privacy Policy
      </Typography.Title>
      <Typography.Paragraph className="static-page__lead">This policy explains what information BidHub collects from its users and how it is used.</Typography.Paragraph>

      <Typography.Title level={2} className="page-subheading-title">Personal information</Typography.Title>
      <Typography.Paragraph>
        We may collect personal identification information from users, including their name, email address (your username), mailing address and
        phone number, when they register, update their profile or bid.
      </Typography.Paragraph>
      <ul className="static-page__list">
        <li>You may visit BidHub anonymously: browsing, searching and keeping a wishlist need no account.</li>
        <li>Supplying this information is voluntary, though without it you cannot register or bid.</li>
        <li>We collect personal information only when you give it to us.</li>
      </ul>

      <Typography.Title level={2} className="page-subheading-title">Non-personal information</Typography.Title>
      <Typography.Paragraph>
        We may collect non-personal information whenever you use the site, such as the browser name, the type of device and technical details of
        how you connect, for example the operating system. This helps us keep BidHub fast and working on every device.
      </Typography.Paragraph>

      <Typography.Title level={2} className="page-subheading-title">Your wishlist and session</Typography.Title>
      <Typography.Paragraph>
        Your wishlist and your signed-in session are kept in this browser's local storage. Logging out removes the session; the wishlist stays
        until you remove its items.
      </Typography.Paragraph>
    </article>
  );
}
