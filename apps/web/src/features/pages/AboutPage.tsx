import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /about: the mission, who we are, why BidHub, and an invitation. */
export function AboutPage() {
  useDocumentTitle('About us');
  return (
    <article className="static-page" aria-labelledby="about-heading">
      <Typography.Title level={1} id="about-heading" className="page-heading">
        About BidHub
      </Typography.Title>
      <Typography.Paragraph className="static-page__lead">
        Our mission is to give everyone a seamless, secure and transparent auction experience, whether you are bidding on your first item or
        selling your hundredth.
      </Typography.Paragraph>

      <Typography.Title level={2} className="page-subheading-title">Who we are</Typography.Title>
      <Typography.Paragraph>
        BidHub was founded by a group of students who wanted buying and selling at auction to feel as simple as shopping online, and as fair as
        a room where everyone can see the bids.
      </Typography.Paragraph>

      <Typography.Title level={2} className="page-subheading-title">Why choose us</Typography.Title>
      <ul className="static-page__list">
        <li>Diverse categories, from cameras to collectibles, all in one place.</li>
        <li>Every bid is checked by the server and shown live to everyone watching.</li>
        <li>Each auction keeps a tamper-evident record of its bids that anyone can verify.</li>
      </ul>

      <Typography.Title level={2} className="page-subheading-title">Join the community</Typography.Title>
      <Typography.Paragraph>
        <Link to="/register">Create an account</Link> to start bidding, or <Link to="/home">browse the auctions</Link> running right now.
      </Typography.Paragraph>
    </article>
  );
}
