import { useDocumentTitle } from '../../lib/use-document-title';
import { CreatorCard } from './CreatorCard';
import { CREATORS } from './creators';

/** /contact: the creators, who also hand out admin access. */
export function ContactPage() {
  useDocumentTitle('Contact us');
  return (
    <section className="static-page static-page--wide" aria-labelledby="contact-heading">
      <h1 id="contact-heading" className="page-heading">
        Know The Creators...
      </h1>
      <ul className="creator-grid">
        {CREATORS.map((creator) => (
          <li key={creator.email}>
            <CreatorCard creator={creator} />
          </li>
        ))}
      </ul>
      <p className="static-page__note"><strong>
        To get admin access, please mail to the above creators!</strong>
      </p>
    </section>
  );
}
