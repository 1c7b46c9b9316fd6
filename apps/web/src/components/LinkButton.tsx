import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * An antd button that is a real link: it renders <a href>, so opening in a new tab and crawlers work,
 * while a plain click navigates inside the app without reloading it.
 */
export function LinkButton({ to, ...buttonProps }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return <Button {...buttonProps} href={href} onClick={navigate} />;
}
