import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /about: the mission, who we are, why BidHub, and an invitation. */
export function AboutPage() {
  useDocumentTitle('About us');
  return (
    <article className="static-page" aria-labelledby="about-heading">
      <h1 id="about-heading" className="page-heading">
        About BidHub
      </h1>
      <p className="static-page__lead">
        Our mission is to give everyone a seamless, secure and transparent auction experience, whether you are bidding on your first item or
        selling your hundredth.
      </p>

      <h2 className="page-subheading-title">Who we are</h2>
      <p>
        BidHub was founded by a group of students who wanted buying and selling at auction to feel as simple as shopping online, and as fair as
        a room where everyone can see the bids.
      </p>

      <h2 className="page-subheading-title">Why choose us</h2>
      <ul className="static-page__list">
        <li>Diverse categories, from cameras to collectibles, all in one place.</li>
        <li>Every bid is checked by the server and shown live to everyone watching.</li>
        <li>Each auction keeps a tamper-evident record of its bids that anyone can verify.</li>
      </ul>

      <h2 className="page-subheading-title">Join the community</h2>
      <p>
        <Link to="/register">Create an account</Link> to start bidding, or <Link to="/home">browse the auctions</Link> running right now.
      </p>
    </article>
  );
}
