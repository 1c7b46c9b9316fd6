import { Typography } from 'antd';
import { Link } from 'react-router-dom';

export function SignInToBid() {
  return (
    <Typography.Paragraph className="sign-in-to-bid">
      <Link to="/login">Log in to bid</Link> on this auction.
    </Typography.Paragraph>
  );
}
