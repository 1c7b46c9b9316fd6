import { Typography } from 'antd';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CreatorCard } from './CreatorCard';
import { CREATORS } from './creators';

/** /contact: the creators, who also hand out admin access. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <section className="static-page static-page--wide" aria-labelledby="contact-heading">
      <Typography.Title level={1} id="contact-heading" className="page-heading">
        Know The Creators...
      </Typography.Title>
      <ul className="creator-grid">
        {CREATORS.map((creator) => (
          <li key={creator.email}>
            <CreatorCard creator={creator} />
          </li>
        ))}
      </ul>
      <Typography.Paragraph strong className="static-page__note">
        To get admin access, please mail to the above creators!
      </Typography.Paragraph>
    </section>
  );
}
