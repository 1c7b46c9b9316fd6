import { Button, Form, Input } from 'antd';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { LIMITS, type LoginRequest, type LoginResponse } from '@bidhub/contracts';
import { LinkButton } from '../../components/LinkButton';
import { useAwaitedSubmit } from '../../lib/use-awaited-submit';
import { useDocumentTitle } from '../../lib/use-document-title';
import { authApi } from './auth-api';
import { AuthFormCard } from './AuthFormCard';
import { loginReturnPath } from './login-return-path';
import { useSession } from './session/use-session';

export function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const onLoggedIn = useCallback(
    (reply: LoginResponse) => {
      signIn(reply);
      toast.success(reply.message, { id: 'login' });
      navigate(loginReturnPath(location.state), { replace: true });
    },
    [signIn, navigate, location.state],
  );
  const { submit, submitting } = useAwaitedSubmit(authApi.login, onLoggedIn, 'login');

  return (
    <AuthFormCard heading="LOGIN FORM">
      <Form<LoginRequest> layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label="Username" rules={[{ required: true, whitespace: true, message: 'Enter your username' }]}>
          <Input placeholder="Enter Your Username" maxLength={LIMITS.username} autoComplete="username" spellCheck={false} autoFocus />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true, message: 'Enter your password' }]}>
          <Input.Password placeholder="Enter Your Password" maxLength={LIMITS.passwordMax} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          LOGIN
        </Button>
      </Form>
      <LinkButton to="/forgot-password" block className="auth-form__secondary">
        Forgot Password
      </LinkButton>
    </AuthFormCard>
  );
}
